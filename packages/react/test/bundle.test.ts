// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { build as viteBuild } from 'vite'
import { expect, test } from 'vitest'
import { buildReact } from './buildReact'

// An app that renders <AppKitModal> and a connect button (our entries by path: the same files
// the package's exports name), bundled as esbuild does for production:
// the modal's shell, views, styles and strings, and core's REST client with its response
// schemas, must sit in chunks fetched later (on open, on the first request), not in the chunks
// the app loads first. esbuild assigns whole files to chunks, and a file any initial import
// reaches (even through an unused re-export) is initial, so this breaks easily.
const app = `
import { createAppKit, mock } from '@openappkit/core'
import { AppKitProvider, useAccount, useAppKit } from '../src/exports/index'
import { AppKitModal } from '../src/exports/modal'
import { createRoot } from 'react-dom/client'
const appKit = createAppKit({ projectId: 'bundle', networks: [], adapters: [mock()] })
function Button() {
  const { address } = useAccount()
  const { open } = useAppKit()
  return address ? <p>{address}</p> : <button type="button" onClick={() => open()}>Connect</button>
}
createRoot(document.body).render(<AppKitProvider appKit={appKit}><Button /><AppKitModal /></AppKitProvider>)
`

// Only where our own files land matters; the libraries stay out to keep this quick.
const libraries = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'wagmi',
  '@tanstack/*',
  'jotai',
  'jotai/*',
  'uqr',
]

/** `contents` bundled as an app's production build would be, in memory. */
function bundleApp(contents: string, options: { conditions?: string[]; external: string[] }) {
  return build({
    stdin: { contents, loader: 'tsx', resolveDir: fileURLToPath(new URL('.', import.meta.url)) },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    ...options,
    outdir: '/virtual',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
}

async function bundle() {
  const result = await bundleApp(app, {
    conditions: ['source'],
    external: [...libraries, 'zod', 'zod/*', 'viem'],
  })
  return result.metafile
}

function split(metafile: Metafile) {
  const { outputs } = metafile
  const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint === '<stdin>')
  const initial = new Set<string>()
  const visit = (file: string) => {
    if (initial.has(file)) return
    initial.add(file)
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path)
  }
  if (entry) visit(entry)
  const inputsOf = (files: string[]) => files.flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
  return {
    initialFiles: initial,
    initial: inputsOf([...initial]),
    later: inputsOf(Object.keys(outputs).filter((file) => file.endsWith('.js') && !initial.has(file))),
  }
}

const deferred = [
  'react/src/modal/ModalRoot.tsx',
  'react/src/modal/shell/',
  'react/src/modal/views/',
  'react/src/modal/theme/styles.ts',
  'react/src/modal/messages/en.ts',
  'react/src/modal/messages/de.ts',
  'react/src/modal/messages/es.ts',
  'core/src/rest/client/',
  'core/src/api/walletDirectory.ts',
  'core/src/api/balance.ts',
  'core/src/api/identity.ts',
  'core/src/api/profile.ts',
  // The flows an app may never use, loaded on their first call (core's flows/flowsOnUse.ts).
  'core/src/swap/executeSwap.ts',
  'core/src/send/sendTokens.ts',
  'core/src/siwx/signIn.ts',
  'core/src/names/registerName.ts',
  'core/src/onramp/buyOnramp.ts',
  'core/src/onramp/watchPurchaseTarget.ts',
  // The embedded-approval readers, loaded with the first request an embedded wallet asks approval for.
  'core/src/embedded/describeEmbeddedRequest.ts',
  'core/src/embedded/readSolanaTransaction.ts',
  // What the swap, onramp quote and NFTs queries do when they run, with the same module; the email login's steps.
  'core/src/swap/swapFetchers.ts',
  'core/src/onramp/fetchOnrampQuote.ts',
  'core/src/nfts/fetchNfts.ts',
  'core/src/embedded/emailLoginSteps.ts',
]

test('the modal and the REST client load later, not with the app', async () => {
  const metafile = await bundle()
  const { initial, later } = split(metafile)
  expect(initial.some((path) => path.endsWith('react/src/modal/AppKitModal.tsx'))).toBe(true)
  expect(initial.some((path) => path.endsWith('core/src/createAppKit.ts'))).toBe(true)
  for (const part of deferred) {
    expect(initial.filter((path) => path.includes(part))).toEqual([])
    expect(
      later.some((path) => path.includes(part)),
      `${part} is bundled at all`,
    ).toBe(true)
  }
  // Each view is a chunk of its own, fetched when shown: none rides along with the shell.
  const views = Object.entries(metafile.outputs).filter(([, output]) =>
    Object.keys(output.inputs).some((path) => path.includes('react/src/modal/views/')),
  )
  const shell = views.find(([, output]) =>
    Object.keys(output.inputs).some((path) => path.endsWith('react/src/modal/ModalRoot.tsx')),
  )
  expect(shell, 'a view is bundled with the modal shell').toBeUndefined()
  expect(views.length).toBeGreaterThan(5)
})

// An app without <AppKitModal>, with our connect button (which warms the modal's code on hover when
// there is one): the modal's files must not even be parsed. esbuild makes every import() it parses
// an entry, and each view as an entry keeps the core code it uses in the app's first chunks, since
// core's entries import every module (react/README.md, "Size"). The button gets the modal's warm-up
// from the modal's own module (modal/modalWarmUp.ts), never by importing its chunk table.
test('an app without the modal bundles none of its views, nor the core code only they use', async () => {
  const result = await bundleApp(
    `
import { createAppKit, mock } from '@openappkit/core'
import { AppKitProvider, ConnectButton, useAccount, useWallets } from '../src/exports/index'
import { createRoot } from 'react-dom/client'
const appKit = createAppKit({ projectId: 'bundle', networks: [], adapters: [mock()] })
function Wallets() {
  const { address } = useAccount()
  const { wallets } = useWallets()
  return <p>{address ?? wallets.length}</p>
}
createRoot(document.body).render(<AppKitProvider appKit={appKit}><ConnectButton /><Wallets /></AppKitProvider>)
`,
    { conditions: ['source'], external: [...libraries, 'zod', 'zod/*', 'viem'] },
  )
  const { initial, later } = split(result.metafile)
  const all = [...initial, ...later]
  expect(initial.some((path) => path.endsWith('react/src/components/useConnectButton.ts'))).toBe(true)
  // The buttons share the theme and number formatting with the modal; nothing else of it.
  expect(all.filter((path) => /react\/src\/modal\/(views|shell|loading)\/|ModalRoot/.test(path))).toEqual([])
  for (const part of [
    'core/src/swap/swapQueryOptions.ts',
    'core/src/nfts/nftsQueryOptions.ts',
    'core/src/activity/groupTransactions.ts',
    'core/src/embedded/describeEmbeddedRequest.ts',
    'core/src/embedded/readSolanaTransaction.ts',
    // Used by the flows' module (an entry of every app) and once re-exported by core's /internal
    // for nobody: the re-export alone kept them in every app's first chunks.
    'core/src/actions/updateAccount.ts',
    'core/src/balances/refetchPortfolio.ts',
  ])
    expect(initial.filter((path) => path.includes(part))).toEqual([])
})

// zod loads with the REST client and the frame client, after the first paint: what an app checks
// at start-up (its options, storage, the state setters) is checked by hand (core's
// validators/checks.ts). One schema on that path brings zod's whole core back, ~11 KiB gzip.
test("zod is imported by later chunks only, not by the app's first ones", async () => {
  const metafile = await bundle()
  const { outputs } = metafile
  const { initialFiles } = split(metafile)
  const importsZod = (file: string) =>
    (outputs[file]?.imports ?? []).some(
      (i) => i.kind === 'import-statement' && i.external && /^zod(\/|$)/.test(i.path),
    )
  expect([...initialFiles].filter(importsZod)).toEqual([])
  expect(Object.keys(outputs).some(importsZod), 'zod is bundled at all').toBe(true)
})

// The first open needs the shell and the view it opens on. Were the view's import() inside the
// shell's chunk, it would be fetched only once the shell had arrived and rendered: one round
// trip after the other. The app's first chunks must hold both imports, so they go out together
// (on open, on idle or on hover), for either view the modal opens on.
test("the shell and the views the modal opens on are fetched side by side, by the app's own chunks", async () => {
  const metafile = await bundle()
  const { outputs } = metafile
  const { initialFiles } = split(metafile)
  const requested = new Set(
    [...initialFiles].flatMap((file) =>
      (outputs[file]?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
    ),
  )
  for (const source of [
    'react/src/modal/ModalRoot.tsx',
    'react/src/modal/views/ConnectView.tsx',
    'react/src/modal/views/AccountView.tsx',
  ]) {
    const chunk = Object.keys(outputs).find((file) => outputs[file]?.entryPoint?.endsWith(source))
    expect(chunk, `${source} is a chunk of its own`).toBeDefined()
    expect(requested.has(chunk ?? ''), `${source} is imported by the app's first chunks`).toBe(true)
  }
})

// Every part of the modal fetched later goes through the one table in loading/modalChunks.ts:
// that is what the idle and hover preloads fetch, and its components draw at once when their code
// is here. A React.lazy or an import() elsewhere (a feature view added beside it, a lazy panel in
// a view) would be fetched only when shown, behind a Suspense fallback and React's 300 ms reveal
// throttle: the waterfall this table removed.
test('the modal loads code later only through loading/modalChunks.ts', () => {
  const modalDir = fileURLToPath(new URL('../src/modal', import.meta.url))
  const sources = (readdirSync(modalDir, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file),
  )
  const offenders = sources.filter((file) => {
    if (file === join('loading', 'modalChunks.ts')) return false
    const code = readFileSync(join(modalDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    return /\b(import|lazy)\s*\(/.test(code)
  })
  expect(offenders).toEqual([])
  expect(sources.length).toBeGreaterThan(20)
})

/**
 * The app above on this package's dist as `pnpm build` makes it (built inside the package's folder,
 * so that it resolves @openappkit/core from there), bundled as an app would be.
 */
async function bundleOnPublished(options: { conditions?: string[]; external: string[] }) {
  const reactDir = fileURLToPath(new URL('..', import.meta.url))
  const outDir = mkdtempSync(join(reactDir, 'node_modules', '.bundle-test-'))
  try {
    await buildReact(outDir, ['index', 'modal'])
    return await bundleApp(
      app
        .replace("'../src/exports/index'", `'${join(outDir, 'index.js')}'`)
        .replace("'../src/exports/modal'", `'${join(outDir, 'modal.js')}'`),
      options,
    )
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

// What an app installs is dist/, built by tsup.config.ts: there the modal's views must bring their
// own copies of the hooks only they use. Were those in the files dist/index.js re-exports (one
// chunk of every hook, as a plain build makes it), esbuild would load them with the app's first
// chunk, since it places whole files. The app below uses useAccount and useAppKit, as the bench
// does; the views use useWallets, useActivity, usePortfolio...
test('built as published: the hooks only the views use load with the views, not with the app', async () => {
  const result = await bundleOnPublished({ external: [...libraries, '@openappkit/core'] })
  const { initialFiles } = split(result.metafile)
  // The metafile names outputs relative to the working directory, outputFiles absolutely.
  const isInitial = (path: string) =>
    [...initialFiles].some((file) => path.endsWith(file.replace(/^(\.\.\/)+/, '/')))
  const text = (initial: boolean) =>
    result.outputFiles
      .filter((file) => file.path.endsWith('.js') && isInitial(file.path) === initial)
      .map((file) => file.text)
      .join('\n')
  const defines = (code: string, hook: string) => new RegExp(`function ${hook}\\d*\\(`).test(code)
  expect(initialFiles.size).toBeGreaterThan(0)
  for (const hook of ['useAccount', 'useAppKit', 'useAppKitInstance'])
    expect(defines(text(true), hook), hook).toBe(true)
  for (const hook of [
    'useWallets',
    'useActivity',
    'usePortfolio',
    'useConnect',
    'useWalletInfo',
    'useRouter',
  ]) {
    expect(defines(text(true), hook), `${hook} is in the app's first chunks`).toBe(false)
    expect(defines(text(false), hook), `${hook} is in the views' chunks`).toBe(true)
  }
  // One context: the views read the instance through dist/index.js, never a copy of their own.
  const contexts = result.outputFiles.filter((file) =>
    /createContext\)?\(void 0\)|createContext\(undefined\)/.test(file.text),
  )
  expect(contexts.map((file) => file.path)).toHaveLength(1)
}, 60_000)

// Every module the modal loads with import() is an entry to an app's bundler, and esbuild groups
// the files of the app's first chunks by the entries that reach them: a view reaching part of
// what the page loaded first (react-dom's portal, the chunk table, this package's own chunks)
// cuts the first chunks into more files, each one more request before the button shows. Each
// imports loading/firstChunks.ts, built to reach all of it, so the modal adds one first chunk.
test("built as published: the modal's lazy modules split the app's first chunks no further", async () => {
  // Core and react-dom bundled too: a view reaching only part of them splits them as well.
  const { metafile } = await bundleOnPublished({
    conditions: ['source'],
    external: [...libraries.filter((name) => !name.startsWith('react-dom')), 'zod', 'zod/*', 'viem'],
  })
  const { outputs } = metafile
  const { initialFiles } = split(metafile)
  const views = Object.values(outputs).filter((output) =>
    /\/(\w+View|ModalRoot|ToastHost)-\w+\.js$/.test(output.entryPoint ?? ''),
  )
  expect(views.length, "the modal's views are entries").toBeGreaterThan(20)
  // The app's entry, and one chunk it shares with the modal's lazy modules (react-dom, core and
  // this package alike); the core modules loaded on use (the REST client, the flows) make one more.
  expect([...initialFiles].filter((file) => file in outputs).length).toBeLessThanOrEqual(3)
}, 60_000)

// dist/index.js re-exports one file per hook, button and provider (tsup.config.ts): esbuild follows
// the imports of every file the page reaches except a file none of whose code the app uses. Were
// all hooks one file, the ones this app never calls (useSwap, useNfts, useActivity) would lead it
// from the page to core's query options, and those the views use would load with the page.
// Core's helpers that only those hooks use are in @openappkit/core/ui, not /internal: /internal
// loads with the page (dist/index.js re-exports core's constants from it), so a helper it
// re-exported would load with the page too.
test("built as published: core's query options and helpers that only the views use load with the views", async () => {
  const { metafile } = await bundleOnPublished({
    conditions: ['source'],
    external: [...libraries, 'zod', 'zod/*', 'viem'],
  })
  const { initial, later } = split(metafile)
  expect(initial.some((path) => path.endsWith('core/src/createAppKit.ts'))).toBe(true)
  for (const part of [
    'core/src/swap/swapQueryOptions.ts',
    'core/src/nfts/nftsQueryOptions.ts',
    'core/src/queries/activityQueryOptions.ts',
    'core/src/wallets/buildWalletList.ts',
    'core/src/send/validateSend.ts',
    'core/src/swap/validateSwap.ts',
  ]) {
    expect(initial.filter((path) => path.includes(part))).toEqual([])
    expect(
      later.some((path) => path.includes(part)),
      `${part} is bundled at all`,
    ).toBe(true)
  }
}, 60_000)

// Which modules those are: every import() of loading/modalChunks.ts, and what each imports first.
test('each module the modal loads later imports loading/firstChunks.ts', () => {
  const loading = fileURLToPath(new URL('../src/modal/loading/', import.meta.url))
  const table = readFileSync(join(loading, 'modalChunks.ts'), 'utf8')
  const targets = [...table.matchAll(/import\('(\.[^']+)'\)/g)].map(([, target = '']) =>
    join(loading, target),
  )
  expect(targets.length).toBeGreaterThan(20)
  for (const target of targets) {
    const file = [`${target}.tsx`, `${target}.ts`].find((path) => existsSync(path)) ?? target
    const expected = relative(dirname(file), join(loading, 'firstChunks'))
    expect(readFileSync(file, 'utf8'), relative(loading, file)).toContain(
      `import '${expected.startsWith('.') ? expected : `./${expected}`}'`,
    )
  }
})

/** A package's dist as `pnpm build` makes it (its folder, its own tsup.config.ts), into outDir. */
function buildAsPublished(packageDir: string, outDir: string) {
  const tsup = join(
    dirname(createRequire(import.meta.url).resolve('tsup/package.json')),
    'dist/cli-default.js',
  )
  execFileSync(process.execPath, [tsup, '--out-dir', outDir, '--no-dts', '--no-sourcemap', '--silent'], {
    cwd: packageDir,
    stdio: 'pipe',
  })
}

// Core as published keeps one file per module (core/tsup.config.ts), so that an app's bundler can
// place core code the modal's views alone use (the send flow, activity, balances) in the views'
// chunks. Rollup and rolldown (Vite) place modules by what uses them: bundled into shared chunks
// instead, that code loaded with every app that renders <AppKitModal>. esbuild places files by
// what imports them, and core's index imports every module, so there the layout alone does not
// move that code (react/README.md, "Size"): this test builds with Vite.
test('built as published: core code only the views use loads with the views in a Vite app', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'oak-core-dist-'))
  const reactDir = mkdtempSync(join(tmpdir(), 'oak-react-dist-'))
  try {
    await buildReact(reactDir, ['index', 'modal'])
    const corePkg = JSON.parse(readFileSync(new URL('../../core/package.json', import.meta.url), 'utf8'))
    const coreDir = fileURLToPath(new URL('../../core/', import.meta.url))
    buildAsPublished(coreDir, outDir)
    // Where an installed core's files are free of side effects, as its package.json says.
    writeFileSync(
      join(outDir, 'package.json'),
      JSON.stringify({ type: corePkg.type, sideEffects: corePkg.sideEffects }),
    )
    const root = fileURLToPath(new URL('.', import.meta.url))
    const result = await viteBuild({
      root,
      configFile: false,
      logLevel: 'silent',
      resolve: {
        alias: [
          { find: /^@openappkit\/core$/, replacement: join(outDir, 'index.js') },
          { find: /^@openappkit\/core\/(\w+)$/, replacement: join(outDir, '$1.js') },
          { find: '../src/exports/index', replacement: join(reactDir, 'index.js') },
          { find: '../src/exports/modal', replacement: join(reactDir, 'modal.js') },
        ],
      },
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        {
          name: 'app',
          resolveId: (id) => (id === 'virtual:app.tsx' ? join(root, 'app.virtual.tsx') : undefined),
          load: (id) => (id === join(root, 'app.virtual.tsx') ? app : undefined),
        },
      ],
      build: {
        write: false,
        minify: false,
        modulePreload: false,
        // Only where core's modules land matters: the libraries stay out, as above.
        rollupOptions: {
          input: 'virtual:app.tsx',
          external: (id) => /^[@a-z]/.test(id) && !/^(@openappkit\/|virtual:)/.test(id),
        },
      },
    })
    const output = (Array.isArray(result) ? result[0] : result) as {
      output: { type: string; fileName: string; isEntry?: boolean; imports?: string[]; modules?: object }[]
    }
    const chunks = output.output.filter((file) => file.type === 'chunk')
    const initial = new Set<string>()
    const visit = (name: string) => {
      if (initial.has(name)) return
      initial.add(name)
      for (const next of chunks.find((chunk) => chunk.fileName === name)?.imports ?? []) visit(next)
    }
    visit(chunks.find((chunk) => chunk.isEntry)?.fileName ?? '')
    const coreModules = (first: boolean) =>
      chunks
        .filter((chunk) => initial.has(chunk.fileName) === first)
        .flatMap((chunk) =>
          Object.entries(chunk.modules ?? {})
            .filter(([, module]) => (module as { renderedLength: number }).renderedLength > 0)
            .map(([id]) => id),
        )
        .filter((id) => id.startsWith(outDir))
        .map((id) => id.slice(outDir.length + 1))
    expect(coreModules(true)).toContain('createAppKit.js')
    for (const folder of ['send/', 'activity/', 'balances/']) {
      expect(
        coreModules(true).filter((file) => file.startsWith(folder)),
        `core's ${folder} in the app's first chunks`,
      ).toEqual([])
      expect(
        coreModules(false).some((file) => file.startsWith(folder)),
        `core's ${folder} in the views' chunks`,
      ).toBe(true)
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
    rmSync(reactDir, { recursive: true, force: true })
  }
}, 120_000)

// The bench's plain app (bench/size/ours-app.tsx): the provider, the wagmi adapter, a connect
// button and useAccount, no modal and no embedded wallet, with adapter-wagmi as published (one
// file per module, its wagmi code loaded after the page; a top-level statement keeps what it
// names). The embedded
// wallet's frame client (kept in every wagmi app's first chunk once by a top-level
// `authConnector.type =`) must load only on use: DESIGN §7's size bar is lost by a few such files
// at a time.
test("a plain wagmi app's first chunks hold none of auth-frame-client nor WalletConnect's session", async () => {
  const adapterDir = fileURLToPath(new URL('../../adapter-wagmi/', import.meta.url))
  // Inside the adapter's folder, so that its dist resolves its own dependencies from there.
  const outDir = mkdtempSync(join(adapterDir, 'node_modules', '.bundle-test-'))
  try {
    buildAsPublished(adapterDir, outDir)
    const result = await bundleApp(
      `
import { createWagmiAdapter } from '${join(outDir, 'index.js')}'
import { createAppKit, mainnet } from '@openappkit/core'
import { AppKitProvider, useAccount } from '../src/exports/index'
import { createRoot } from 'react-dom/client'
const appKit = createAppKit({ projectId: 'bundle', networks: [mainnet], adapters: [createWagmiAdapter({ networks: [mainnet] })] })
function Address() {
  return <p>{useAccount().address}</p>
}
createRoot(document.body).render(<AppKitProvider appKit={appKit}><Address /></AppKitProvider>)
`,
      {
        conditions: ['source'],
        external: [...libraries, 'zod', 'zod/*', 'viem', 'viem/*', '@wagmi/core', 'mipd'],
      },
    )
    const { initial, later } = split(result.metafile)
    expect(initial.some((path) => path.includes(outDir.slice(adapterDir.length)))).toBe(true)
    expect(initial.filter((path) => path.includes('auth-frame-client/'))).toEqual([])
    // The WalletConnect session the adapter makes at start is a stand-in until first use
    // (walletconnect's createWalletConnectOnUse.ts): the session's code loads on connect or restore.
    const sessionCode = 'walletconnect/src/session/createWalletConnect.ts'
    expect(initial.filter((path) => path.includes(sessionCode))).toEqual([])
    expect(later.some((path) => path.includes(sessionCode))).toBe(true)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}, 60_000)
