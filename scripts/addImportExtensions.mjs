// Gives every relative module specifier in our packages' sources and tests its real file
// extension: `./x` becomes `./x.ts` (or `./x.tsx`), `./dir` becomes `./dir/index.ts`. The
// compiler then rewrites them to `.js` in dist (rewriteRelativeImportExtensions), so each built
// file imports the built files next to it, as Node and every bundler resolve ESM.
//
// Covers import and export declarations, `import()` calls and `import('...')` types. Specifiers
// that already name an existing file are left alone, so running it again changes nothing.
// Usage: node scripts/addImportExtensions.mjs [--check]   (--check: list what it would change, exit 1 if any)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PACKAGES = [
  'core',
  'react',
  'adapter-wagmi',
  'adapter-solana',
  'walletconnect',
  'auth-frame-client',
  'testing',
]
const FOLDERS = ['src', 'test']
const check = process.argv.includes('--check')

function* sourceFiles(dir) {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.(ts|tsx|mts|cts)$/.test(entry.name)) yield path
  }
}

const isFile = (path) => existsSync(path) && statSync(path).isFile()

/** The specifier with its file's extension, or undefined when it needs none or names no file. */
function withExtension(specifier, fromFile) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..')
    return undefined
  const target = resolve(dirname(fromFile), specifier)
  if (isFile(target)) return undefined
  for (const suffix of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (isFile(target + suffix)) return specifier.replace(/\/$/, '') + suffix
  }
  return undefined
}

/** The string literals naming modules in a source file. */
function moduleSpecifiers(sourceFile) {
  const found = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0])
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal)
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

let changedFiles = 0
let changedSpecifiers = 0
for (const name of PACKAGES)
  for (const folder of FOLDERS)
    for (const file of sourceFiles(join(root, 'packages', name, folder))) {
      const text = readFileSync(file, 'utf8')
      const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
      const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
      const edits = []
      for (const literal of moduleSpecifiers(sourceFile)) {
        const next = withExtension(literal.text, file)
        if (next === undefined) continue
        // Inside the quotes, so the file keeps its quote style.
        edits.push({ start: literal.getStart(sourceFile) + 1, end: literal.getEnd() - 1, text: next })
      }
      if (edits.length === 0) continue
      changedFiles++
      changedSpecifiers += edits.length
      if (check) {
        for (const edit of edits)
          console.log(`${relative(root, file)}: ${text.slice(edit.start, edit.end)} -> ${edit.text}`)
        continue
      }
      let out = text
      for (const edit of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
      writeFileSync(file, out)
    }

console.log(
  `${check ? 'would change' : 'changed'} ${changedSpecifiers} specifier(s) in ${changedFiles} file(s)`,
)
if (check && changedFiles > 0) process.exit(1)
