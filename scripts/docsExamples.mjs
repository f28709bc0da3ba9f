// The code examples of the user guide and the READMEs, as the docs test compiles and runs them.
// Every ```ts / ```tsx block is a complete module; a block fenced "```tsx app" is a whole app that
// exports `App`, rendered in Chromium. Each block keeps its file and line so an error names them.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const FENCE = /^```(.*)\n([\s\S]*?)^```$/gm
const CHECKED = new Set(['ts', 'tsx', 'tsx app'])
// Code in a language we would have to check but cannot: write it as ts/tsx or as prose.
const REFUSED = /^(typescript|javascript|js|jsx|mjs|ts\b|tsx\b)/

/** The Markdown files whose blocks are checked: docs/**, the root README, each package's README. */
export function docFiles(root) {
  const files = ['README.md']
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.md')) files.push(path)
    }
  }
  walk('docs')
  for (const pkg of readdirSync(join(root, 'packages')).sort()) {
    const path = `packages/${pkg}/README.md`
    try {
      readFileSync(join(root, path))
      files.push(path)
    } catch {}
  }
  return files
}

/**
 * The checked blocks of `files` (paths relative to `root`): { file, line (of the fence), lang,
 * app, code, name (a file name unique to the block) }. Throws, naming file and line, on a block
 * in a JavaScript-like language other than ts/tsx or an app block that exports no `App`.
 */
export function docBlocks(root, files) {
  const blocks = []
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const match of text.matchAll(FENCE)) {
      const info = match[1].trim()
      const line = text.slice(0, match.index).split('\n').length
      if (!CHECKED.has(info)) {
        if (REFUSED.test(info))
          throw new Error(
            `${file}:${line}: a code block is \`\`\`ts, \`\`\`tsx or \`\`\`tsx app, not "${info}"`,
          )
        continue
      }
      const app = info === 'tsx app'
      const code = match[2]
      const exportsApp = /^export (default )?function App\b|^export const App\b/m.exec(code)
      if (app && !exportsApp)
        throw new Error(`${file}:${line}: a \`\`\`tsx app block exports App (export function App())`)
      const ext = info === 'ts' ? 'ts' : 'tsx'
      const name = `${file.replaceAll('/', '__').replace(/\.md$/, '')}-L${line}.${ext}`
      blocks.push({ file, line, app, defaultApp: Boolean(exportsApp?.[1]), code, name })
    }
  }
  return blocks
}

/**
 * tsc's output with each block's file and position rewritten to the Markdown file and line, so
 * `src/docs/docs__options-L40.tsx(3,7): error …` reads `docs/options.md:43:7: error …`.
 */
export function toMarkdownPositions(output, blocks, dir) {
  const byName = new Map(blocks.map((block) => [block.name, block]))
  return output.replace(
    /(?:^|(?<=\n))(?:[^\n(]*\/)?src\/docs\/([^(\n]+)\((\d+),(\d+)\)/g,
    (all, name, row, col) => {
      const block = byName.get(name)
      return block ? `${block.file}:${block.line + Number(row)}:${col}` : relative(dir, all)
    },
  )
}
