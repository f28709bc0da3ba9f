// `engines` true to what runs: every publishable package says the one Node range the docs give,
// and the lowest Node in it runs every package ours reach at run time, by their own `engines`:
// our dependencies and required peers, as the workspace installs them, and their dependencies in
// turn. Optional peers (the testing kit's jsdom, vitest, Playwright) are the app's choice, at
// versions with engines of their own.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import semver from 'semver'

/** The Node versions our packages run on, as the docs say it ("Node 22.12 or later"). */
export const NODE_RANGE = '>=22.12'

const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))

/** The publishable packages' folders under `root`: packages/*, and the devstack the testing kit starts. */
export function publishableDirs(root) {
  return [
    ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name)),
    join(root, 'apps', 'devstack'),
  ].filter((dir) => existsSync(join(dir, 'package.json')) && !readManifest(dir).private)
}

/** The packages a manifest cannot run without: its dependencies and its peers not marked optional. */
const required = (manifest) => [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}).filter(
    (name) => !manifest.peerDependenciesMeta?.[name]?.optional,
  ),
]

/** The folder `name` resolves to from `dir`, Node's way (node_modules up the tree), or undefined. */
function resolvePackage(name, dir) {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dirname(at) === at) return undefined
  }
}

/** Each problem with the engines of the publishable packages under `root`, as a sentence. */
export function enginesProblems(root, range = NODE_RANGE) {
  const problems = []
  const floor = semver.minVersion(range)
  for (const dir of publishableDirs(root)) {
    const manifest = readManifest(dir)
    if (manifest.engines?.node !== range)
      problems.push(
        `${manifest.name}: engines.node is ${JSON.stringify(manifest.engines?.node)}, not "${range}"`,
      )
    const seen = new Set()
    const visit = (name, from, via) => {
      const found = resolvePackage(name, from)
      if (!found || seen.has(found)) return
      seen.add(found)
      const dependency = readManifest(found)
      const needs = dependency.engines?.node
      if (needs && !semver.satisfies(floor, needs))
        problems.push(
          `${manifest.name}: ${[...via, name].join(' > ')}@${dependency.version} needs Node ${needs}, not ${floor}`,
        )
      for (const next of required(dependency)) visit(next, found, [...via, name])
    }
    for (const name of required(manifest)) if (!name.startsWith('@openappkit/')) visit(name, dir, [])
  }
  return problems
}
