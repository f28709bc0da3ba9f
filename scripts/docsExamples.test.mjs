// The docs' examples harness reads the Markdown as its authors write it: what it checks, what it
// refuses, and how an error points back at the page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { docBlocks, toMarkdownPositions } from './docsExamples.mjs'

const root = mkdtempSync(join(tmpdir(), 'oak-docs-blocks-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function page(name, text) {
  mkdirSync(join(root, 'docs'), { recursive: true })
  writeFileSync(join(root, 'docs', name), text)
  return `docs/${name}`
}

test('ts, tsx and tsx app blocks are checked, with their line; other languages are not', () => {
  const file = page(
    'a.md',
    '# A\n\n```sh\nnpm i\n```\n\n```ts\nexport const a = 1\n```\n\n```tsx app\nexport function App() {\n  return null\n}\n```\n',
  )
  const blocks = docBlocks(root, [file])
  expect(blocks.map(({ file, line, app, name }) => ({ file, line, app, name }))).toEqual([
    { file: 'docs/a.md', line: 7, app: false, name: 'docs__a-L7.ts' },
    { file: 'docs/a.md', line: 11, app: true, name: 'docs__a-L11.tsx' },
  ])
})

test('a block in a JavaScript-like language the harness cannot check is refused, naming its place', () => {
  const file = page('b.md', 'text\n\n```typescript\nconst b = 1\n```\n')
  expect(() => docBlocks(root, [file])).toThrow(
    'docs/b.md:3: a code block is ```ts, ```tsx or ```tsx app, not "typescript"',
  )
  const jsx = page('c.md', '```ts title="x"\nconst c = 1\n```\n')
  expect(() => docBlocks(root, [jsx])).toThrow('docs/c.md:1:')
})

test('an app block that exports no App is refused', () => {
  const file = page('d.md', '\n```tsx app\nexport const Page = () => null\n```\n')
  expect(() => docBlocks(root, [file])).toThrow('docs/d.md:2: a ```tsx app block exports App')
})

test("tsc's errors point at the Markdown file and line", () => {
  const blocks = docBlocks(root, [
    page('e.md', '# E\n\n```ts\nconst x: number = 1\nconst y: string = x\n```\n'),
  ])
  const output =
    "src/docs/docs__e-L3.ts(2,7): error TS2322: Type 'number' is not assignable to type 'string'.\n"
  expect(toMarkdownPositions(output, blocks, root)).toBe(
    "docs/e.md:5:7: error TS2322: Type 'number' is not assignable to type 'string'.\n",
  )
})
