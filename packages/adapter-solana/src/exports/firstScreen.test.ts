import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { expect, test } from 'vitest'

// A Solana-only app, bundled as an app's production build is (esbuild, code splitting, from our
// sources): what its first screen loads, the entry chunk and the chunks it imports statically.
const app = `
import { createSolanaAdapter } from '@openappkit/adapter-solana'
import { createAppKit, solana } from '@openappkit/core'
export const appKit = createAppKit({
  projectId: 'app',
  networks: [solana],
  features: { email: false, socials: false },
  adapters: [createSolanaAdapter({ networks: [solana] })],
})
`

/** Each chunk's source files, split into the first screen's and the rest. */
function chunks(metafile: Metafile) {
  const outputs = metafile.outputs
  const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint === '<stdin>') as string
  const first = new Set<string>()
  const visit = (file: string) => {
    if (first.has(file)) return
    first.add(file)
    for (const imported of outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(entry)
  const inputs = (files: string[]) => files.flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
  const all = Object.keys(outputs)
  return { first: inputs([...first]), later: inputs(all.filter((file) => !first.has(file))) }
}

test("a Solana-only app's first screen loads no embedded-wallet frame client and no zod", async () => {
  const { metafile } = await build({
    stdin: { contents: app, resolveDir: dirname(fileURLToPath(import.meta.url)), loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const { first, later } = chunks(metafile)
  const embedded = /auth-frame-client|\/zod\//
  expect(first.some((file) => file.includes('adapter-solana/src/createSolanaAdapter.ts'))).toBe(true)
  expect(first.filter((file) => embedded.test(file))).toEqual([])
  // Still in the app, behind the seams: fetched on the first email login or signature.
  expect(later.some((file) => file.includes('auth-frame-client/src'))).toBe(true)
  expect(later.some((file) => file.includes('/zod/'))).toBe(true)
}, 60_000)
