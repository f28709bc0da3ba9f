// An app that does not install WalletConnect's provider (an optional peer) still builds: an app
// on our packed packages, without @walletconnect/universal-provider, through `next build`
// (Turbopack, offline) and esbuild; and once bundled, turning WalletConnect on rejects with the
// error that names the package. Bundlers fail on an unresolvable import() unless they see it
// handled: the test fails when the provider's import leaves its `try`.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { installOnTarballs, packedOnce, root, workspaceVersion } from './packedApps.mjs'

const work = mkdtempSync(join(tmpdir(), 'oak-no-walletconnect-'))
const dir = join(work, 'app')
const manifest = (path) => JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8'))

// The smallest app that reaches the provider's import: a client page that makes a session. A full
// EVM app (the adapter turns WalletConnect on from createAppKit's projectId) reaches the same
// import; its build takes a minute more.
const files = {
  // JavaScript files: with TypeScript files, `next build` would try to install TypeScript.
  'app/page.jsx': `'use client'
import { createWalletConnect } from '@openappkit/walletconnect'

const walletConnect = createWalletConnect({ projectId: 'p' })

export default function Home() {
  return <button type="button" onClick={() => walletConnect.connect('eip155')}>Connect</button>
}
`,
  'app/layout.jsx': `export default function RootLayout(props) {
  return <html lang="en"><body>{props.children}</body></html>
}
`,
  'next.config.mjs': 'export default {}\n',
  'src/connect.js': `import { createWalletConnect } from '@openappkit/walletconnect'

const walletConnect = createWalletConnect({ projectId: 'p' })
walletConnect.join('eip155', { chains: ['eip155:1'], methods: ['personal_sign'], events: [], rpcMap: {} })
walletConnect.connect('eip155').then(
  () => console.log('connected'),
  (error) => console.log(JSON.stringify({ shortMessage: error.shortMessage, details: error.details })),
)
`,
}

beforeAll(async () => {
  const tarballs = await packedOnce()
  mkdirSync(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const dependencies = {
    next: manifest('examples/nextjs').dependencies.next,
    '@tanstack/query-core': manifest('packages/core').devDependencies['@tanstack/query-core'],
  }
  for (const name of ['@openappkit/core', '@openappkit/walletconnect']) dependencies[name] = '0.0.0'
  for (const name of ['react', 'react-dom', 'esbuild']) dependencies[name] = workspaceVersion(name)
  installOnTarballs(dir, { name: 'no-walletconnect', private: true, type: 'module', dependencies }, tarballs)
}, 1_200_000)

afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000)

const bin = (name) => join(dir, 'node_modules', '.bin', name)
// Without NODE_PATH: pnpm's bin scripts set it to the workspace's packages, where bundlers would
// find the provider this app lacks.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
delete env.NODE_PATH
const run = (command, args) =>
  execFileSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  })

test('the app has no WalletConnect provider installed', () => {
  expect(existsSync(join(dir, 'node_modules', '@walletconnect'))).toBe(false)
  expect(
    readdirSync(join(dir, 'node_modules', '.pnpm')).filter((n) => n.startsWith('@walletconnect+')),
  ).toEqual([])
})

test('next build (Turbopack) builds it', () => {
  let output
  try {
    output = run(bin('next'), ['build'])
  } catch (error) {
    throw new Error(`next build failed:\n${error.stdout}\n${error.stderr}`)
  }
  expect(output).toContain('Compiled successfully')
  expect(existsSync(join(dir, '.next', 'BUILD_ID'))).toBe(true)
}, 600_000)

test('esbuild bundles it, and the bundle names the missing package when WalletConnect connects', () => {
  run(bin('esbuild'), [
    'src/connect.js',
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--outfile=dist/connect.mjs',
  ])
  const answer = JSON.parse(run(process.execPath, ['dist/connect.mjs']).trim())
  expect(answer).toEqual({
    shortMessage: 'WalletConnect is on, but @walletconnect/universal-provider is not installed',
    details:
      'Install it (npm install @walletconnect/universal-provider), or turn WalletConnect off: walletConnect: false',
  })
}, 120_000)
