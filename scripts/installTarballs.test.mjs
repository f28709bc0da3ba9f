// Our packed packages install as plain tarballs: an EVM app given the tarballs of the packages it
// needs installs with no overrides, and no `@openappkit/*` name is asked of a registry (a lookup
// there is a dependency-confusion hole: anyone could publish that name). The scope's registry is a
// loopback server here that records each request and knows no package.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { packedOnce, workspaceVersion } from './packedApps.mjs'

const work = mkdtempSync(join(tmpdir(), 'oak-tarballs-'))
const asked = []
const registry = createServer((request, response) => {
  asked.push(request.url)
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}')
})
let tarballs

beforeAll(async () => {
  await new Promise((resolve) => registry.listen(0, '127.0.0.1', resolve))
  tarballs = await packedOnce()
}, 1_200_000)

afterAll(() => {
  registry.close()
  rmSync(work, { recursive: true, force: true })
}, 60_000)

/** Installs an app on `ours` (tarballs, as `file:` dependencies) with pnpm; its error output when it fails. */
function installApp(label, ours) {
  const dir = join(work, label)
  mkdirSync(dir)
  const dependencies = Object.fromEntries(ours.map((name) => [name, `file:${tarballs.get(name)}`]))
  for (const name of ['react', 'react-dom', '@tanstack/react-query', '@wagmi/core', 'viem'])
    dependencies[name] = workspaceVersion(name)
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: label, private: true, type: 'module', dependencies }),
  )
  const { port } = registry.address()
  writeFileSync(join(dir, '.npmrc'), `@openappkit:registry=http://127.0.0.1:${port}/\n`)
  try {
    execFileSync('pnpm', ['install', '--prefer-offline', '--ignore-scripts'], { cwd: dir, stdio: 'pipe' })
  } catch (error) {
    return { dir, error: String(error.stderr) }
  }
  return { dir }
}

const evmApp = [
  '@openappkit/core',
  '@openappkit/react',
  '@openappkit/adapter-wagmi',
  '@openappkit/walletconnect',
  '@openappkit/auth-frame-client',
]

test('an EVM app installs on the tarballs alone, one copy of each package, and its code loads', () => {
  const { dir, error } = installApp('evm', evmApp)
  expect(error).toBeUndefined()
  expect(asked).toEqual([])
  const ours = readdirSync(join(dir, 'node_modules', '.pnpm')).filter((name) =>
    name.startsWith('@openappkit+'),
  )
  expect(ours.map((name) => name.split('@file')[0]).sort()).toEqual(
    evmApp.map((name) => name.replace('/', '+')).sort(),
  )
  const loaded = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, mainnet } from '@openappkit/core'
import { AppKitProvider } from '@openappkit/react'
const adapter = createWagmiAdapter({ networks: [mainnet], storage: null })
createAppKit({ networks: [mainnet], adapters: [adapter], storage: null })
console.log(typeof AppKitProvider, adapter.namespace)`,
    ],
    { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  )
  expect(loaded.trim()).toBe('function eip155')
}, 300_000)
