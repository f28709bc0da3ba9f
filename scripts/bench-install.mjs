// What a user installs: packs our publishable packages (after `pnpm build`), installs an EVM app
// and a Solana app on those tarballs in a temp dir, and prints each one's install size and
// package count. The registry is reached only for what the pnpm store does not hold yet
// (`--prefer-offline`); NODE_EXTRA_CA_CERTS and the rest of the environment are passed as they are.
// Usage: node scripts/bench-install.mjs (after `pnpm build`; `pnpm bench` runs it).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { install, packAll } from './packedApps.mjs'

const work = mkdtempSync(join(tmpdir(), 'oak-bench-install-'))

try {
  const tarballs = packAll(work)
  const react = ['react', 'react-dom', '@tanstack/react-query']
  const apps = [
    install(
      work,
      'evm-app',
      ['@openappkit/core', '@openappkit/react', '@openappkit/adapter-wagmi'],
      [...react, 'wagmi', '@wagmi/core', 'viem'],
      tarballs,
    ),
    install(
      work,
      'solana-app',
      ['@openappkit/core', '@openappkit/react', '@openappkit/adapter-solana'],
      [...react, '@solana/web3.js'],
      tarballs,
    ),
  ]
  console.log('\ninstall size of an app on the packed packages (pnpm, node_modules on disk)')
  for (const app of apps) {
    const mb = (app.bytes / 1e6).toFixed(1)
    console.log(
      `  ${app.label.padEnd(11)} ${mb.padStart(7)} MB  ${String(app.packages).padStart(4)} packages  @reown/*: ${app.reown}`,
    )
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
