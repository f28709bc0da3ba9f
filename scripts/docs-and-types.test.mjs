// Apps type-check against our packed packages with `skipLibCheck: false`: every declaration
// file they reach is compiled, ours and whatever ours pull in. Built (`pnpm build`), packed and
// installed as a user gets them (packedApps.mjs, the install-size bench's packer), then
// `tsc --noEmit` on a small app that imports every public entry. The "docs" app holds every
// package of ours and the libraries the guide's examples use: each ```ts / ```tsx block of the
// guide and the READMEs compiles in it as a module, and each ```tsx app block runs in Chromium. Our declarations must not
// drag in @walletconnect/* or pino types (they did: an app failed on them), so the app's
// compile stays its own business. And the apps hold one @tanstack/query-core, the one
// @tanstack/react-query brings.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser } from '../e2e/src/browser.ts'
import { docBlocks, docFiles, toMarkdownPositions } from './docsExamples.mjs'
import { copiesOf, install, packedOnce, root } from './packedApps.mjs'
import { bundleApps, connectApp, serve } from './renderDocApps.mjs'

const work = mkdtempSync(join(tmpdir(), 'oak-types-app-'))

const tsconfig = (types) =>
  JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types,
      },
      include: ['src'],
    },
    null,
    2,
  )

// EVM: no @types/node, as a browser app has none; every entry of ours but the Solana adapter.
const evmFiles = {
  'tsconfig.json': tsconfig([]),
  'src/app.tsx': `
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, mainnet, type AppKitOptions } from '@openappkit/core'
import * as api from '@openappkit/core/api'
import * as query from '@openappkit/core/query'
import { AppKitProvider, ConnectButton, NetworkButton, useAccount, useBalance } from '@openappkit/react'
import { AppKitModal, preloadModal } from '@openappkit/react/modal'
import { AppKitWagmiProvider } from '@openappkit/react/wagmi'
import { createWalletConnect } from '@openappkit/walletconnect'

const walletConnect = createWalletConnect({ projectId: 'types-app' })
const options: AppKitOptions = {
  projectId: 'types-app',
  networks: [mainnet],
  adapters: [createWagmiAdapter({ networks: [mainnet], walletConnect })],
  locale: 'de',
}
const appKit = createAppKit(options)
void api
void query
void preloadModal

function Account() {
  const { address } = useAccount()
  const { data } = useBalance()
  return <p>{address} {data?.formatted}</p>
}

export function App() {
  return (
    <AppKitProvider appKit={appKit}>
      <AppKitWagmiProvider>
        <ConnectButton showBalance />
        <ConnectButton.Custom>{({ state, open }) => <button type="button" onClick={open}>{state}</button>}</ConnectButton.Custom>
        <NetworkButton />
        <Account />
        <AppKitModal />
      </AppKitWagmiProvider>
    </AppKitProvider>
  )
}
`,
}

// The usage at the top of the READMEs compiles too, so it cannot drift from the code: each
// ```ts / ```tsx block of the react and core READMEs before their first section, as a module.
for (const pkg of ['core', 'react']) {
  const readme = readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8')
  const head = readme.slice(0, readme.indexOf('\n## '))
  for (const [index, [, lang, code]] of [...head.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].entries())
    evmFiles[`src/readme-${pkg}-${index}.${lang}`] = code
}

// Solana (in the docs app): @solana/web3.js's own declarations name Node's http and https, so a
// Solana app has @types/node whatever we do; ours must compile beside it.
const blocks = docBlocks(root, docFiles(root))
const docsFiles = {
  ...Object.fromEntries(blocks.map((block) => [`src/docs/${block.name}`, `${block.code}export {}\n`])),
  'tsconfig.json': tsconfig(['node']),
  'src/app.tsx': `
import { createSolanaAdapter, defineSolanaCluster } from '@openappkit/adapter-solana'
import { createAppKit } from '@openappkit/core'
import { AppKitProvider, ConnectButton } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'

const cluster = defineSolanaCluster({ genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', name: 'Solana', rpcUrl: 'https://api.mainnet-beta.solana.com' })
const appKit = createAppKit({ projectId: 'types-app', networks: [cluster], adapters: [createSolanaAdapter({ networks: [cluster] })] })

export const App = () => (
  <AppKitProvider appKit={appKit}>
    <ConnectButton />
    <AppKitModal />
  </AppKitProvider>
)
`,
}
// The devstack's vitest global setup as its README configures it, run from the installed package
// (not our sources): one devstack for the run, read with inject('devstack').
docsFiles['vitest.devstack.config.mjs'] = `export default {
  test: { include: ['devstack-check/*.test.mjs'], globalSetup: ['@openappkit/devstack/vitest'] },
}
`
docsFiles['devstack-check/funded.test.mjs'] = `import { analyticsEvents } from '@openappkit/devstack/vitest'
import { createPublicClient, http } from 'viem'
import { expect, inject, test } from 'vitest'

const devstack = inject('devstack')

test('the first test account is funded', async () => {
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  expect(await chain.getBalance({ address: devstack.accounts.evm[0].address })).toBeGreaterThan(0n)
  expect(await analyticsEvents(devstack)).toBeInstanceOf(Array)
})
`
const apps = {}

beforeAll(async () => {
  const started = performance.now()
  const tarballs = await packedOnce()
  const react = [
    'react',
    'react-dom',
    '@tanstack/react-query',
    'typescript',
    '@types/react',
    '@types/react-dom',
  ]
  apps.evm = install(
    work,
    'evm-types-app',
    // The SDK an EVM app installs (the testing kit is a dev tool with the devstack behind it).
    [...tarballs.keys()].filter(
      (name) => !['@openappkit/adapter-solana', '@openappkit/testing', '@openappkit/devstack'].includes(name),
    ),
    [...react, 'wagmi', '@wagmi/core', 'viem'],
    tarballs,
    evmFiles,
  )
  apps.docs = install(
    work,
    'docs-app',
    [...tarballs.keys()],
    [
      ...react,
      'wagmi',
      '@wagmi/core',
      'viem',
      '@solana/web3.js',
      '@types/node',
      '@playwright/test',
      'playwright-core',
      'vitest',
      'msw',
    ],
    tarballs,
    docsFiles,
  )
  console.log(
    `docs-and-types: (build, pack and) install took ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}, 1_200_000)

afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000)

/** tsc's output on the app (empty when it compiles), and the files it read. */
function compile(dir, args = []) {
  try {
    return execFileSync(join(dir, 'node_modules', '.bin', 'tsc'), ['-p', '.', ...args], {
      cwd: dir,
      encoding: 'utf8',
    })
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`
  }
}

/** tsc's output without the errors (and their continuation lines) in other packages' declarations. */
function withoutThirdPartyErrors(output) {
  const kept = []
  let skipping = false
  for (const line of output.split('\n')) {
    if (!line.startsWith(' '))
      skipping = /^node_modules\//.test(line) && !/node_modules\/@openappkit\//.test(line)
    if (!skipping) kept.push(line)
  }
  return kept.join('\n').trim()
}

test.each(['evm', 'docs'])(
  'the %s app on the packed packages compiles with skipLibCheck: false',
  (kind) => {
    // Three README blocks: core's usage, react's, react's headless one.
    if (kind === 'evm')
      expect(Object.keys(evmFiles).filter((file) => file.includes('readme'))).toHaveLength(3)
    // Each error names the Markdown file and line of the block it is in. The docs app reaches
    // wagmi's query types, whose own declarations do not compile against the query-core both pin
    // (third-party errors: not the guide's, and an app with skipLibCheck: false meets them with or
    // without us); every declaration of ours is still compiled.
    let output = compile(apps[kind].dir)
    if (kind === 'docs') output = withoutThirdPartyErrors(output)
    expect(toMarkdownPositions(output, blocks, apps[kind].dir)).toBe('')
  },
  300_000,
)

test('the guide has examples, and runs every app example in Chromium with the test wallet connected', async () => {
  expect(blocks.filter((block) => block.file.startsWith('docs/')).length).toBeGreaterThan(0)
  const appBlocks = blocks.filter((block) => block.app)
  expect(appBlocks.map((block) => block.file)).toContain('docs/getting-started.md')
  await bundleApps(apps.docs.dir, appBlocks)
  const server = await serve(apps.docs.dir)
  const browser = await launchBrowser()
  try {
    for (const [index, block] of appBlocks.entries())
      expect(await connectApp(browser, apps.docs.dir, server.origin, block, index)).toMatch(/^0x/)
  } finally {
    await browser.close()
    await server.stop()
  }
}, 300_000)

test('the app’s compile holds no @walletconnect/* or pino declaration', () => {
  // Only what our declarations make tsc read: the app imports neither.
  const files = compile(apps.evm.dir, ['--listFilesOnly']).split('\n').filter(Boolean)
  expect(files.some((file) => file.includes('/@openappkit/walletconnect/'))).toBe(true)
  expect(files.filter((file) => /\/(@walletconnect\/|pino\/)/.test(file))).toEqual([])
}, 300_000)

// Core has @tanstack/query-core as a peer: an app with @tanstack/react-query gets one copy, the
// one react-query brings, so the QueryClient our provider makes is the one react-query's hooks read.
test.each(['evm', 'docs'])('the %s app with @tanstack/react-query holds one @tanstack/query-core', (kind) => {
  expect(copiesOf(apps[kind].dir, '@tanstack/query-core')).toHaveLength(1)
})

/** The environment a user's shell would give: without this run's vitest variables or pnpm's NODE_PATH. */
function appEnv() {
  const env = { ...process.env }
  delete env.NODE_PATH
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name]
  return env
}

test('the devstack’s vitest global setup runs from the installed package', () => {
  let output
  try {
    output = execFileSync(
      join(apps.docs.dir, 'node_modules', '.bin', 'vitest'),
      ['run', '--config', 'vitest.devstack.config.mjs'],
      { cwd: apps.docs.dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: appEnv() },
    )
  } catch (error) {
    throw new Error(`vitest failed:\n${error.stdout}\n${error.stderr}`)
  }
  expect(output).toMatch(/1 passed/)
}, 180_000)
