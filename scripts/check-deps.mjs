// Enforces the dependency directions of DESIGN §2 by reading every import in the workspace:
//   - core imports no React, no DOM framework, no wallet SDK and no other package of ours;
//   - adapters import neither React nor each other;
//   - walletconnect (the shared WalletConnect session) imports no React, no adapter, no
//     namespace SDK: core and @walletconnect/* only;
//   - auth-frame-client is a leaf: no React, no package of ours;
//   - modal components (packages/react/src/modal) reach the rest of the SDK only through the
//     public hooks (packages/react/src/exports/index.ts or '@openappkit/react');
//   - nothing deep-imports across packages: a bare '@openappkit/x/y' must be an entry of x's
//     exports map, and a relative import may not leave its own package;
//   - every '@openappkit/*' import is declared in the importing package's package.json;
//   - a published package depends on no private one (devDependencies may: the test wallet).
// Usage: node scripts/check-deps.mjs [root]. Exit 1 and one line per violation when broken.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const FIRST_CHUNKS = 'packages/react/src/modal/loading/firstChunks.ts'
const SOURCE = /\.(c|m)?(t|j)sx?$/
const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g

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
    deny([/^@openappkit\//], 'core imports no other package of ours')
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
  if (pkgDir === 'packages/react' && file.startsWith('packages/react/src/modal/')) {
    deny(
      [
        /^@openappkit\/(?!react$)/,
        ...WALLET_SDKS,
        /^@tanstack\//,
        /^jotai(\/|$)/,
        /^viem(\/|$)/,
        /^@solana\//,
      ],
      'modal components use only the public hooks of @openappkit/react',
    )
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

function resolvesTo(fromFile, spec, root) {
  return relative(root, resolve(dirname(fromFile), spec))
    .split(sep)
    .join('/')
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
    // A published package never depends on a private one (the test wallet): users could not install it.
    if (!pkg.json.private)
      for (const name of Object.keys({ ...pkg.json.dependencies, ...pkg.json.peerDependencies }))
        if (byName.get(name)?.json.private)
          violations.push(`${pkg.dir}/package.json: depends on ${name}, which is private (never published)`)
    for (const abs of walk(join(root, pkg.dir, 'src')).concat(walk(join(root, pkg.dir, 'test')))) {
      const file = relative(root, abs).split(sep).join('/')
      const text = readFileSync(abs, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
      const rules = rulesFor(pkg.dir, file)
      for (const m of text.matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? m[3]
        if (!spec) continue
        const where = `${file}: '${spec}'`
        if (spec.startsWith('.')) {
          const target = resolvesTo(abs, spec, root)
          if (!target.startsWith(`${pkg.dir}/`)) violations.push(`${where} reaches outside ${pkg.dir}`)
          else if (
            file.startsWith('packages/react/src/modal/') &&
            !target.startsWith('packages/react/src/modal/')
          ) {
            if (!/^packages\/react\/src\/exports\/index(\.tsx?)?$/.test(target))
              violations.push(`${where}: modal components use only the public hooks (src/exports/index)`)
          }
          continue
        }
        const ours = spec.match(/^(@openappkit\/[^/]+)(\/.*)?$/)
        if (ours?.[1] === pkg.json.name) {
          violations.push(`${where}: a package imports its own files relatively, not by its name`)
          continue
        }
        // The one exception: loading/firstChunks.ts imports core's entries bare, for no name, so
        // that each module the modal loads later reaches what the page loaded (its comment says why).
        const reachOnly = file === FIRST_CHUNKS && /^import\s*['"]/.test(m[0].trim())
        for (const [pattern, why] of rules)
          if (pattern.test(spec) && !reachOnly) violations.push(`${where}: ${why}`)
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'))
  const violations = checkDependencyDirection(root)
  if (violations.length > 0) {
    console.error(`dependency direction: ${violations.length} violation(s)`)
    for (const v of violations) console.error(`  ${v}`)
    process.exit(1)
  }
  console.log('dependency direction: ok')
}
