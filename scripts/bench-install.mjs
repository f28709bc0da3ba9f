// What a user installs: packs our publishable packages (after `pnpm build`), installs plain
// wagmi's app, an EVM-only app and a full app on those tarballs in a temp dir, and prints each
// one's install size and package count. Exits 1 when the EVM-only app is more than 1.5 times
// plain wagmi's size, or when an app installs TypeScript (a peer some packages ask for, which
// nothing needs at run time). The registry is reached only for what the pnpm store does not hold
// yet (`--prefer-offline`); NODE_EXTRA_CA_CERTS and the rest of the environment are passed as they are.
// Usage: node scripts/bench-install.mjs (after `pnpm build`; `pnpm size` and `pnpm bench` run it).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { install, packAll } from './packedApps.mjs'

const BUDGET = 1.5
const work = mkdtempSync(join(tmpdir(), 'oak-bench-install-'))

try {
  const tarballs = packAll(work)
  const react = ['react', 'react-dom', '@tanstack/react-query']
  const evm = [...react, 'wagmi', '@wagmi/core', 'viem']
  const [wagmi, evmOnly, full] = [
    install(work, 'wagmi', [], [...react, 'wagmi', 'viem'], tarballs),
    // WalletConnect off: its provider is an optional peer, not installed.
    install(
      work,
      'evm-only',
      ['@openappkit/core', '@openappkit/react', '@openappkit/adapter-wagmi'],
      evm,
      tarballs,
    ),
    install(
      work,
      'full',
      [
        '@openappkit/core',
        '@openappkit/react',
        '@openappkit/adapter-wagmi',
        '@openappkit/adapter-solana',
        '@openappkit/walletconnect',
      ],
      [...evm, '@solana/web3.js', '@walletconnect/universal-provider'],
      tarballs,
    ),
  ]
  const failures = []
  console.log('\ninstall size of an app on the packed packages (pnpm, node_modules on disk)')
  for (const app of [wagmi, evmOnly, full]) {
    const mb = (app.bytes / 1e6).toFixed(1)
    const ratio = (app.bytes / wagmi.bytes).toFixed(2)
    console.log(
      `  ${app.label.padEnd(9)} ${mb.padStart(7)} MB  ${String(app.packages).padStart(4)} packages  ${ratio.padStart(5)}× wagmi's  @reown/*: ${app.reown}`,
    )
    if (readdirSync(join(app.dir, 'node_modules', '.pnpm')).some((name) => name.startsWith('typescript@')))
      failures.push(`${app.label}: installs TypeScript`)
  }
  const ratio = evmOnly.bytes / wagmi.bytes
  console.log(`  budget: evm-only ≤ ${BUDGET}× plain wagmi's: ${ratio <= BUDGET ? 'met' : 'NOT met'}`)
  if (ratio > BUDGET)
    failures.push(`evm-only app: ${ratio.toFixed(2)}× plain wagmi's install size, budget ${BUDGET}×`)
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n')}`)
    process.exitCode = 1
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
