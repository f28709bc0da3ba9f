// The READMEs we publish (each published package's README.md, in its tarball) and the user guide
// (docs/) are read by developers who have none of this repository: they name no file of it, cite
// no spec and give no command that only works in it. A path counts as ours when it exists here,
// from the repository root, the package or the Markdown file's folder; a link to the guide is
// the one exception. A path of the reader's own app (`src/appKit.ts`) exists nowhere here.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** README.md of every package we publish (not private), as paths from the root. */
function publishedReadmes() {
  const readmes = []
  for (const group of ['packages', 'apps'])
    for (const name of readdirSync(join(root, group)).sort()) {
      const manifest = join(root, group, name, 'package.json')
      if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).private) continue
      if (existsSync(join(root, group, name, 'README.md'))) readmes.push(`${group}/${name}/README.md`)
    }
  return readmes
}

const guidePages = () =>
  readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)

const CITATIONS = [
  [/\bSPEC\b|§/, 'cites the spec'],
  [/\bpnpm (--filter|-F)\b/, 'gives a command that only works in our repository'],
  [/\b(vitest\.shared\.ts|vitest\.workspace\.ts|BENCH\.md|DESIGN\.md)\b/, 'names a file of our repository'],
]
// Path-like words: at least one slash, optionally ./ or ../ in front.
const PATH = /(?:\.{1,2}\/)*[\w@.-]+(?:\/[\w@.*{},-]*)+/g

/**
 * What in `text` (the Markdown file `file`, a path from `root`) a user outside the repository
 * could not follow: `{ line, what }` for each citation and each path that exists in the repo.
 */
function repoReferences(file, text) {
  const problems = []
  const folder = dirname(join(root, file))
  const packageDir = file.startsWith('docs/') ? root : folder
  for (const [index, raw] of text.split('\n').entries()) {
    const line = index + 1
    for (const [pattern, why] of CITATIONS)
      if (pattern.test(raw)) problems.push({ line, what: `${raw.match(pattern)[0]}: ${why}` })
    // URLs name hosts and routes, not our files.
    const prose = raw.replace(/\b[a-z][\w+.-]*:\/\/\S*/gi, ' ')
    for (const [word] of prose.matchAll(PATH)) {
      const path = word.split(/[*{]/)[0].replace(/[.,:;]+$/, '')
      if (!path.includes('/') || path.startsWith('node_modules/')) continue
      const found = [root, packageDir, folder]
        .map((base) => resolve(base, path))
        .find((full) => full.startsWith(root) && !full.includes('/node_modules/') && existsSync(full))
      if (!found) continue
      // The guide is where a README sends its reader.
      if (relative(root, found).startsWith('docs')) continue
      problems.push({ line, what: `${word}: names a file of our repository` })
    }
  }
  return problems
}

test('the published READMEs and the guide name no file of our repository and cite no spec', () => {
  const files = [...publishedReadmes(), ...guidePages()]
  expect(files).toContain('apps/devstack/README.md')
  expect(files).toContain('packages/testing/README.md')
  expect(files).toContain('docs/testing.md')
  const found = files.flatMap((file) =>
    repoReferences(file, readFileSync(join(root, file), 'utf8')).map((p) => `${file}:${p.line}: ${p.what}`),
  )
  expect(found).toEqual([])
})

test('the check finds a repository path, a spec citation and a repository command', () => {
  const readme = [
    'The prices are in `src/services/prices.ts`.', // 1
    'Compiled from `contracts/*.sol` (see SPEC §4).', // 2
    'Run `pnpm --filter @openappkit/devstack bench`.', // 3
    'The [relay](src/relay/) and its [README](./src/relay/README.md).', // 4
    'The root `vitest.shared.ts` exports its path.', // 5
  ].join('\n')
  expect(repoReferences('apps/devstack/README.md', readme)).toEqual([
    { line: 1, what: 'src/services/prices.ts: names a file of our repository' },
    { line: 2, what: 'SPEC: cites the spec' },
    { line: 2, what: 'contracts/*.sol: names a file of our repository' },
    { line: 3, what: 'pnpm --filter: gives a command that only works in our repository' },
    { line: 4, what: 'src/relay/: names a file of our repository' },
    { line: 4, what: './src/relay/README.md: names a file of our repository' },
    { line: 5, what: 'vitest.shared.ts: names a file of our repository' },
  ])
  expect(repoReferences('docs/testing.md', 'The [README](../packages/testing/README.md).')).toEqual([
    { line: 1, what: '../packages/testing/README.md: names a file of our repository' },
  ])
})

test('the check lets through the guide, URLs, package entries and the reader’s own files', () => {
  const readme = [
    'See [Testing your app](../../docs/testing.md#the-devstack-from-the-command-line).',
    'Open http://127.0.0.1:8614/sdk/frame.js or https://github.com/foundry-rs/foundry/tree/master/src/.',
    "import { startRelay } from '@openappkit/devstack/relay' // and vitest/config",
    '// src/appKit.ts, your app’s own setup; ETH/OAK and ETH/TUSD pools; app/providers.tsx',
    'Once installed: node_modules/@openappkit/testing/README.md',
  ].join('\n')
  expect(repoReferences('apps/devstack/README.md', readme)).toEqual([])
})
