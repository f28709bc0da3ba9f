// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { expect, test } from 'vitest'

// Apps bundled from our sources as esbuild does for production (libraries left out to keep this
// quick): what an app fetches on use, and what an app without the modal bundles at all.
const libraries = ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'jotai', 'jotai/*']
const external = [...libraries, 'uqr', 'wagmi', 'zod', 'zod/*', 'viem', 'viem/*']

async function bundleApp(contents: string): Promise<Metafile> {
  const { metafile } = await build({
    stdin: { contents, loader: 'tsx', resolveDir: fileURLToPath(new URL('.', import.meta.url)) },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    conditions: ['source'],
    external,
    outdir: '/virtual',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  return metafile
}

/** The source files of the chunks the page loads first, and of those it fetches later. */
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
    initial: inputsOf([...initial]),
    later: inputsOf(Object.keys(outputs).filter((file) => file.endsWith('.js') && !initial.has(file))),
  }
}

const start = `
import { createAppKit, mock } from '@openappkit/core'
import { AppKitProvider, ConnectButton } from '../src/exports/index'
import { createRoot } from 'react-dom/client'
const appKit = createAppKit({ projectId: 'bundle', networks: [], adapters: [mock()] })
`

test('with the modal: each view, Account tab and language but English is fetched on use, in a chunk of its own', async () => {
  const metafile = await bundleApp(`${start}
import { AppKitModal } from '../src/exports/modal'
createRoot(document.body).render(<AppKitProvider appKit={appKit}><ConnectButton /><AppKitModal /></AppKitProvider>)
`)
  const { initial, later } = split(metafile)
  expect(initial.some((path) => path.endsWith('react/src/modal/AppKitModal.tsx'))).toBe(true)
  const lazy = ['ConnectView', 'AccountView', 'SendView', 'SwapView', 'ActivityPanel', 'NftsPanel']
    .map((name) => `react/src/modal/views/${name}.tsx`)
    .concat(['react/src/modal/messages/de.ts', 'react/src/modal/messages/es.ts'])
  for (const source of lazy) {
    expect(
      initial.filter((path) => path.endsWith(source)),
      `${source} loads with the page`,
    ).toEqual([])
    expect(
      later.some((path) => path.endsWith(source)),
      `${source} is bundled at all`,
    ).toBe(true)
    const own = Object.values(metafile.outputs).find((output) => output.entryPoint?.endsWith(source))
    expect(own, `${source} is a chunk of its own`).toBeDefined()
  }
})

test('without the modal: the buttons bundle none of its code', async () => {
  const metafile = await bundleApp(`${start}
createRoot(document.body).render(<AppKitProvider appKit={appKit}><ConnectButton /></AppKitProvider>)
`)
  const inputs = Object.keys(metafile.inputs)
  expect(inputs.some((path) => path.endsWith('react/src/components/ConnectButton.tsx'))).toBe(true)
  expect(inputs.filter((path) => path.includes('react/src/modal/'))).toEqual([])
})
