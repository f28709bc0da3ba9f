// The architecture's rules, checked by reading every import in the workspace:
//   - core imports no React, no DOM framework, no wallet SDK and no other package of ours but
//     auth-frame-client (a leaf: the embedded wallet core makes);
//   - adapters import neither React nor each other;
//   - walletconnect (the shared WalletConnect session) imports no React, no adapter, no
//     namespace SDK: core and @walletconnect/* only;
//   - auth-frame-client is a leaf: no React, no package of ours;
//   - nothing deep-imports across packages: a bare '@openappkit/x/y' must be an entry of x's
//     exports map, and a relative import may not leave its own package;
//   - every '@openappkit/*' import is declared in the importing package's package.json;
//   - a published package depends on no private one (devDependencies may);
//   - in packages/*/src (tests excluded): `import()` only in the lazy seams listed below, each
//     written as `lazyModule('<what>', () => import('<module>'))` with core's helper (an optional
//     peer's may add `.catch(<handler>)`, to name the package when it is missing); no
//     side-effect-only import (`import 'x'`), since every package is `"sideEffects": false`;
//   - react's layers: only modal/ and exports/ import from modal/, only exports/ imports from
//     exports/, and shared/ imports no other folder of packages/react/src;
//   - no import cycle among the files each package's src/exports/*.ts reach (dpdm, type-only
//     imports ignored, as `dpdm -T`).
// Usage: node scripts/check-deps.mjs [root]. Exit 1 and one line per violation when broken.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseCircular, parseDependencyTree } from 'dpdm'
import ts from 'typescript'

/**
 * The declared lazy seams: the only files of packages/*\/src that may call `import()`. Core may
 * get one (flows and REST schemas) only if measurement shows an app needs it.
 */
export const LAZY_SEAMS = [
  'packages/core/src/rest/restClient.ts', // the REST client: its requests and the services' answer schemas (zod)
  'packages/core/src/embedded/embeddedWallet.ts', // the embedded wallet's frame client, when core makes it
  'packages/adapter-wagmi/src/createWagmiAdapter.ts', // wagmi and viem
  'packages/adapter-wagmi/src/connectors/createAuthConnector.ts', // the embedded wallet's frame client
  'packages/adapter-solana/src/rpc/loadSolana.ts', // @solana/web3.js
  'packages/adapter-solana/src/auth/frameWallet.ts', // the embedded wallet's frame client
  'packages/walletconnect/src/session/loadProvider.ts', // the WalletConnect provider
  'packages/react/src/modal/loading/modalRoot.ts', // the modal's dialog and its toast host
  'packages/react/src/modal/loading/viewModules.ts', // the modal's views
  'packages/react/src/modal/loading/accountPanels.ts', // the Account view's Activity and NFTs tabs
  'packages/react/src/modal/messages/loadMessages.ts', // the modal's locale catalogues
]

const SOURCE = /\.(c|m)?(t|j)sx?$/
const TEST = /\.(test|spec)(-d)?\.(c|m)?(t|j)sx?$/

const REACT = [
  /^react$/,
  /^react\//,
  /^react-dom(\/|$)/,
  /^preact(\/|$)/,
  /^vue(\/|$)/,
  /^svelte(\/|$)/,
  /^solid-js(\/|$)/,
]
const WALLET_SDKS = [
  /^wagmi(\/|$)/,
  /^@wagmi\//,
  /^@solana\/wallet-adapter/,
  /^@wallet-standard\//,
  /^@walletconnect\//,
  /^@reown\//,
]

/** The rules for one package: a list of [pattern, reason] that no import may match. */
function rulesFor(pkgDir, file) {
  const rules = []
  const deny = (patterns, why) => {
    for (const p of patterns) rules.push([p, why])
  }
  if (pkgDir === 'packages/core') {
    deny(REACT, 'core imports no React or DOM framework')
    deny([/^jotai$/, /^jotai\/(?!vanilla)/], 'core uses jotai/vanilla only')
    deny([/^@tanstack\/(?!query-core)/], 'core uses @tanstack/query-core only')
    deny(WALLET_SDKS, 'core imports no wallet SDK: adapters do')
    // Its tests use the testing package's helpers and wallet (which import core); its code imports none of
    // ours but the frame client of the embedded wallet it makes.
    const testFile = TEST.test(file) || file.startsWith('packages/core/test/')
    deny(
      [
        testFile
          ? /^@openappkit\/(?!testing\/(vitest|dom|wallet|msw)$|auth-frame-client$)/
          : /^@openappkit\/(?!auth-frame-client$)/,
      ],
      'core imports no other package of ours but auth-frame-client',
    )
  }
  if (pkgDir.startsWith('packages/adapter-')) {
    deny(REACT, 'adapters import no React')
    deny([/^wagmi(\/|$)/, /^@tanstack\/react-query/, /^@openappkit\/react(\/|$)/], 'adapters import no React')
    deny([/^@openappkit\/adapter-/], 'adapters never import each other')
  }
  // Its tests pair both adapters on one session; its code serves them and knows neither.
  if (pkgDir === 'packages/walletconnect' && file.startsWith('packages/walletconnect/src/')) {
    deny(REACT, 'walletconnect imports no React')
    deny(
      [/^@openappkit\/(?!core(\/|$))/],
      'walletconnect depends on core only: the adapters import it, not the other way',
    )
    deny(
      [/^@wagmi\//, /^wagmi(\/|$)/, /^@solana\//, /^@wallet-standard\//, /^@reown\//],
      'walletconnect is namespace-free',
    )
  }
  if (pkgDir === 'packages/auth-frame-client') {
    deny(REACT, 'auth-frame-client imports no React')
    deny([/^@openappkit\//], 'auth-frame-client is a leaf: no package of ours')
  }
  return rules
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, out)
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

function workspacePackages(root) {
  const pkgs = []
  for (const group of ['packages', 'apps']) {
    const base = join(root, group)
    if (!existsSync(base)) continue
    for (const name of readdirSync(base)) {
      const file = join(base, name, 'package.json')
      if (existsSync(file))
        pkgs.push({ dir: `${group}/${name}`, json: JSON.parse(readFileSync(file, 'utf8')) })
    }
  }
  return pkgs
}

const posix = (path) => path.split(sep).join('/')

const scriptKind = (file) =>
  file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.jsx')
      ? ts.ScriptKind.JSX
      : /\.(c|m)?ts$/.test(file)
        ? ts.ScriptKind.TS
        : ts.ScriptKind.JS

/** Where `lazyModule` may come from: core's internal entry, or its own file inside core. */
const isLazyModuleSource = (spec) => spec === '@openappkit/core/internal' || /\/lazyModule(\.ts)?$/.test(spec)

/**
 * The arrow around a seam's import(): `() => import(x)`, or for an optional peer
 * `async () => { try { return await import(x) } catch (e) { … } }`, whose catch gives the missing
 * package its own error. Only inside a `try` does `next build` build an app without the package
 * (Turbopack fails on an unresolvable import() it does not see handled, `.catch` or not).
 */
function loaderArrow(call) {
  if (ts.isArrowFunction(call.parent) && call.parent.body === call) return call.parent
  const awaited = call.parent
  const returned = awaited?.parent
  const tryBlock = returned?.parent
  const tryStatement = tryBlock?.parent
  const block = tryStatement?.parent
  const arrow = block?.parent
  const fits =
    ts.isAwaitExpression(awaited) &&
    ts.isReturnStatement(returned) &&
    ts.isBlock(tryBlock) &&
    tryBlock.statements.length === 1 &&
    ts.isTryStatement(tryStatement) &&
    tryStatement.tryBlock === tryBlock &&
    tryStatement.catchClause !== undefined &&
    ts.isBlock(block) &&
    block.statements.length === 1 &&
    arrow !== undefined &&
    ts.isArrowFunction(arrow) &&
    arrow.body === block
  return fits ? arrow : undefined
}

/** A seam's import() in `lazyModule('<what>', <loaderArrow>)`, with `lazyModule` imported from core. */
function isLazyModuleLoader(call, importedLazyModule) {
  const arrow = loaderArrow(call)
  if (!arrow || arrow.parameters.length > 0) return false
  const outer = arrow.parent
  return (
    importedLazyModule &&
    ts.isCallExpression(outer) &&
    ts.isIdentifier(outer.expression) &&
    outer.expression.text === 'lazyModule' &&
    outer.arguments.length === 2 &&
    ts.isStringLiteralLike(outer.arguments[0]) &&
    outer.arguments[1] === arrow
  )
}

/**
 * Every import of a source file, comments and strings aside: `{ spec, kind, sideEffectOnly,
 * lazyLoader }`, kind one of 'static' (import/export … from), 'dynamic' (`import()`; spec
 * undefined when not a string literal), 'type' (`typeof import('x')`, `import('x').T`), 'require'.
 */
export function importsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file))
  const found = []
  let importedLazyModule = false
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined)
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const spec = literal(node.moduleSpecifier)
      const bindings = clause?.namedBindings
      const sideEffectOnly =
        !clause ||
        (!clause.isTypeOnly &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length === 0)
      if (
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.some(
          (e) => (e.propertyName ?? e.name).text === 'lazyModule' && e.name.text === 'lazyModule',
        ) &&
        isLazyModuleSource(spec)
      )
        importedLazyModule = true
      found.push({ spec, kind: 'static', sideEffectOnly: Boolean(sideEffectOnly) })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      found.push({ spec: literal(node.moduleSpecifier), kind: 'static' })
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const spec = node.arguments.length === 1 ? literal(node.arguments[0]) : undefined
      found.push({ spec, kind: 'dynamic', node })
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      literal(node.arguments[0])
    ) {
      found.push({ spec: literal(node.arguments[0]), kind: 'require' })
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      found.push({ spec: literal(node.argument.literal), kind: 'type' })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  // Known only once the whole file is read: the helper is imported at the top, used below.
  for (const entry of found)
    if (entry.kind === 'dynamic') {
      entry.lazyLoader = entry.spec !== undefined && isLazyModuleLoader(entry.node, importedLazyModule)
      delete entry.node
    }
  return found
}

/** The folder of packages/react/src a path in it belongs to ('' for files at its top). */
const reactLayer = (path) => {
  const inSrc = path.slice('packages/react/src/'.length)
  return inSrc.includes('/') ? inSrc.slice(0, inSrc.indexOf('/')) : ''
}

/** react's layers, for a relative import from `file` to `target` (both in packages/react/src). */
function reactLayerViolation(file, target) {
  const from = reactLayer(file)
  const to = reactLayer(target)
  if (to === 'modal' && from !== 'modal' && from !== 'exports')
    return 'only modal/ and exports/ import from modal/ (what both need lives in shared/)'
  if (to === 'exports' && from !== 'exports')
    return 'only exports/ imports from exports/: import the file that defines the name'
  if (from === 'shared' && to !== 'shared') return 'shared/ imports nothing from other folders of the package'
  return undefined
}

export function checkDependencyDirection(root) {
  const pkgs = workspacePackages(root)
  const byName = new Map(pkgs.map((p) => [p.json.name, p]))
  const violations = []
  for (const pkg of pkgs) {
    const declared = {
      ...pkg.json.dependencies,
      ...pkg.json.devDependencies,
      ...pkg.json.peerDependencies,
    }
    // A published package never depends on a private one: users could not install it.
    if (!pkg.json.private)
      for (const name of Object.keys({ ...pkg.json.dependencies, ...pkg.json.peerDependencies }))
        if (byName.get(name)?.json.private)
          violations.push(`${pkg.dir}/package.json: depends on ${name}, which is private (never published)`)
    for (const abs of walk(join(root, pkg.dir, 'src')).concat(walk(join(root, pkg.dir, 'test')))) {
      const file = posix(relative(root, abs))
      // What ships: a package's src without its tests.
      const shipped =
        file.startsWith(`${pkg.dir}/src/`) && pkg.dir.startsWith('packages/') && !TEST.test(file)
      const rules = rulesFor(pkg.dir, file)
      for (const { spec, kind, sideEffectOnly, lazyLoader } of importsOf(file, readFileSync(abs, 'utf8'))) {
        const where = `${file}: '${spec ?? '<not a string literal>'}'`
        if (shipped && kind === 'dynamic') {
          if (!LAZY_SEAMS.includes(file))
            violations.push(
              `${where}: import() outside the declared lazy seams (LAZY_SEAMS, scripts/check-deps.mjs)`,
            )
          else if (!lazyLoader)
            violations.push(
              `${where}: a seam's import() is written lazyModule('<what>', () => import('<module>')), lazyModule from @openappkit/core/internal`,
            )
        }
        if (shipped && sideEffectOnly)
          violations.push(`${where}: side-effect-only import: import what the file uses, by name`)
        if (spec === undefined) continue
        if (spec.startsWith('.')) {
          const target = posix(relative(root, resolve(dirname(abs), spec)))
          if (!target.startsWith(`${pkg.dir}/`)) violations.push(`${where} reaches outside ${pkg.dir}`)
          else if (shipped && pkg.dir === 'packages/react') {
            const why = reactLayerViolation(file, target)
            if (why) violations.push(`${where}: ${why}`)
          }
          continue
        }
        const ours = spec.match(/^(@openappkit\/[^/]+)(\/.*)?$/)
        if (ours?.[1] === pkg.json.name) {
          violations.push(`${where}: a package imports its own files relatively, not by its name`)
          continue
        }
        for (const [pattern, why] of rules) if (pattern.test(spec)) violations.push(`${where}: ${why}`)
        if (ours) {
          const [, name, sub] = ours
          const target = byName.get(name)
          if (!target) violations.push(`${where}: no workspace package is named ${name}`)
          else {
            const entry = sub ? `.${sub}` : '.'
            if (!target.json.exports || !(entry in target.json.exports))
              violations.push(`${where}: deep import, ${name} exports no '${entry}'`)
          }
          if (!(name in declared))
            violations.push(`${where}: ${name} is not declared in ${pkg.dir}/package.json`)
        }
      }
    }
  }
  return violations
}

/**
 * Import cycles among the files that each package's entries (src/exports/*.ts, tests aside)
 * reach, as `dpdm -T` finds them: type-only imports ignored, `import()` counted. One line per
 * cycle, its files joined by ' -> '.
 */
export async function findImportCycles(root) {
  const entries = []
  for (const pkg of workspacePackages(root).filter((p) => p.dir.startsWith('packages/'))) {
    const dir = join(root, pkg.dir, 'src', 'exports')
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir).sort())
      if (/\.tsx?$/.test(name) && !TEST.test(name) && !name.endsWith('.d.ts'))
        entries.push(posix(join(pkg.dir, 'src', 'exports', name)))
  }
  if (entries.length === 0) return []
  // Built files (another package's dist, reached by its name) are not ours to walk: their
  // sources are, from their own entries.
  const tree = await parseDependencyTree(entries, {
    cwd: root,
    context: root,
    transform: true,
    exclude: /node_modules|\/dist\//,
  })
  return parseCircular(tree).map((cycle) => cycle.map(posix).join(' -> '))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'))
  const violations = checkDependencyDirection(root)
  const cycles = await findImportCycles(root)
  if (violations.length > 0) {
    console.error(`dependency rules: ${violations.length} violation(s)`)
    for (const v of violations) console.error(`  ${v}`)
  } else console.log('dependency rules: ok')
  if (cycles.length > 0) {
    console.error(`import cycles: ${cycles.length}`)
    for (const c of cycles) console.error(`  ${c}`)
  } else console.log('import cycles: none')
  if (violations.length > 0 || cycles.length > 0) process.exit(1)
}
