import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { ERC4337_CONTRACTS } from '../src/evm/erc4337.ts'
import { DEFAULT_PORTS } from '../src/index.ts'
import { RawClient } from '../src/relay/testing/raw-client.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
// Every port option the CLI has, read from its source, each given 0 (a free port): a service
// added later cannot make the test bind its default port, which `pnpm dev` may hold.
const portFlags = [
  ...readFileSync(new URL('../src/cli.ts', import.meta.url), 'utf8').matchAll(/'([a-z]+-port)':/g),
].map((m) => `--${m[1]}`)

test('the CLI prints the URLs and leaves nothing running after SIGINT', async () => {
  expect(portFlags).toEqual(expect.arrayContaining(['--evm-port', '--frame-port']))
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      'src/cli.ts',
      ...portFlags.flatMap((flag) => [flag, '0']),
      ...['--relay-origin', 'https://app.example.com', '--relay-origin', 'https://*.preview.example'],
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  child.stderr.on('data', (c: Buffer) => {
    out += c.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString()
      if (out.includes('Press Ctrl-C to stop.')) resolve()
    })
    child.once('exit', () => reject(new Error(`CLI exited early:\n${out}`)))
  })
  const url = (label: string) =>
    new RegExp(`${label}\\s+(http://127\\.0\\.0\\.1:\\d+)`).exec(out)?.[1] as string
  const urls = [
    url('EVM chain \\(anvil\\)'),
    url('Solana chain \\(litesvm\\)'),
    url('Blockchain data service'),
  ]
  urls.push(url('Wallet directory'), url('Analytics'), url('App sign-in backend'), url('Secure frame'))
  expect(urls.every(Boolean), out).toBe(true)
  const defaults = new Set(Object.values(DEFAULT_PORTS))
  expect(urls.filter((u) => defaults.has(Number(new URL(u).port)))).toEqual([])
  const rpc = { method: 'POST', headers: { 'content-type': 'application/json' } }
  const chainId = await fetch(urls[0] as string, {
    ...rpc,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  expect(await chainId.json()).toMatchObject({ result: '0x7a69' })

  // --relay-origin replaced the relay's allowlist: the listed origins get in, localhost does not.
  const relayUrl = /WalletConnect relay\s+(ws:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] as string
  for (const origin of ['https://app.example.com', 'https://pr-7.preview.example', undefined]) {
    const client = await RawClient.connect(relayUrl, origin === undefined ? {} : { origin })
    await client.close()
  }
  await expect(RawClient.connect(relayUrl, { origin: 'http://localhost:5173' })).rejects.toThrow('403')

  child.kill('SIGINT')
  expect(await exited).toBe(0)
  expect(out).toContain('stopped')
  // Nothing answers any more: anvil and every server are gone with the CLI.
  for (const u of urls) {
    await expect(fetch(u as string, { ...rpc, body: '{}' }), u).rejects.toThrow()
  }
}, 30_000)

test('the bundler starts alone: anvil with the ERC-4337 contracts and the bundler, its paymaster switchable, all gone after SIGINT', async () => {
  const child = spawn(
    process.execPath,
    ['--conditions=source', 'src/bundler/cli.ts', '--evm-port', '0', '--bundler-port', '0', '--no-paymaster'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  child.stderr.on('data', (c: Buffer) => {
    out += c.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString()
      if (out.includes('Press Ctrl-C to stop.')) resolve()
    })
    child.once('exit', () => reject(new Error(`The bundler exited early:\n${out}`)))
  })
  const chain = /EVM chain \(anvil\)\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] as string
  const bundlerUrl = /ERC-4337 bundler\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] as string
  expect(out).toContain('paymaster off')
  const post = async (url: string, body: unknown) =>
    (
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()
  const ask = (method: string, params: unknown[] = []) =>
    post(bundlerUrl, { jsonrpc: '2.0', id: 1, method, params })
  expect(await ask('eth_supportedEntryPoints')).toMatchObject({ result: [ERC4337_CONTRACTS.entryPoint] })
  expect(
    await post(chain, {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getCode',
      params: [ERC4337_CONTRACTS.entryPoint, 'latest'],
    }),
  ).toMatchObject({
    result: expect.stringMatching(/^0x[0-9a-f]{100,}/),
  })
  const stub = () =>
    ask('pm_getPaymasterStubData', [
      { sender: ERC4337_CONTRACTS.accountFactory, nonce: '0x0', callData: '0x', signature: '0x' },
      ERC4337_CONTRACTS.entryPoint,
      '0x7a69',
      {},
    ])
  expect(await stub()).toMatchObject({
    error: { message: "Sponsorship is off: the devstack's paymaster pays for nothing" },
  })
  expect(await post(`${bundlerUrl}/__devstack/paymaster`, { sponsor: true })).toEqual({ sponsor: true })
  // On, it gets past the switch to its next check: the sender is no account of its factory.
  expect(await stub()).toMatchObject({
    error: { message: expect.stringContaining('sponsors only smart accounts of its factory') },
  })

  child.kill('SIGINT')
  expect(await exited).toBe(0)
  for (const u of [chain, bundlerUrl])
    await expect(fetch(u, { method: 'POST', body: '{}' }), u).rejects.toThrow()
}, 30_000)

/** The CLI with `args`: its output so far, and its exit code once it ends. */
function cli(args: string[]) {
  const child = spawn(process.execPath, ['--conditions=source', 'src/cli.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const run = { child, out: '', exited: new Promise<number | null>((resolve) => child.once('exit', resolve)) }
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (c: Buffer) => {
      run.out += c.toString()
    })
  return run
}

test('each --no-<service> flag leaves its service out; the others run', async () => {
  const run = cli([
    ...[
      '--evm-port',
      '0',
      '--api-port',
      '0',
      '--directory-port',
      '0',
      '--analytics-port',
      '0',
      '--siwx-port',
      '0',
    ],
    ...['--no-solana', '--no-frame', '--no-relay'],
  ])
  await expect
    .poll(() => run.out.includes('Press Ctrl-C to stop.') || run.child.exitCode !== null, { timeout: 25_000 })
    .toBe(true)
  for (const label of [
    'Solana chain \\(litesvm\\)',
    'WalletConnect relay',
    'Secure frame',
    'Farcaster auth relay',
  ])
    expect(run.out, label).toMatch(new RegExp(`${label}\\s+\\(not started\\)`))
  const api = /Blockchain data service\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(run.out)?.[1]
  const chain = /EVM chain \(anvil\)\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(run.out)?.[1]
  expect(api && chain, run.out).toBeTruthy()
  const chains = await fetch(`${api}/v1/supported-chains?projectId=cli-test`)
  expect(chains.status).toBe(200)
  run.child.kill('SIGINT')
  expect(await run.exited).toBe(0)
  await expect(fetch(chain as string, { method: 'POST', body: '{}' })).rejects.toThrow()
}, 30_000)

test.each([
  [['--no-frame', '--frame-port', '0'], '--frame-port does nothing with --no-frame: pass one or the other.'],
  [
    ['--no-relay', '--relay-origin', 'https://app.example.com'],
    '--relay-origin does nothing with --no-relay',
  ],
  [['--no-data-services', '--no-paymaster'], '--no-paymaster does nothing with --no-data-services'],
  [
    ['--no-evm', '--no-frame'],
    '--no-evm needs --no-data-services and --no-frame too: they serve the EVM chain.',
  ],
])('contradicting flags %j are refused before anything starts', async (args, message) => {
  const run = cli(args)
  expect(await run.exited).toBe(2)
  expect(run.out).toContain(message)
  expect(run.out).not.toContain('ready')
})

test('the package’s command is the CLI, and its help and the user guide name every flag', async () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  // The build compiles src/cli.ts to dist/cli.js; its first line lets npm run it as a command.
  expect(manifest.bin).toEqual({ 'openappkit-devstack': './dist/cli.js' })
  expect(readFileSync(new URL('../src/cli.ts', import.meta.url), 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/)
  const flags = [
    ...readFileSync(new URL('../src/cli.ts', import.meta.url), 'utf8').matchAll(
      /^ {4}'?([a-z-]+)'?: \{ type:/gm,
    ),
  ].map((m) => `--${m[1]}`)
  expect(flags).toEqual(
    expect.arrayContaining(['--host', '--evm-port', '--relay-origin', '--no-evm', '--help']),
  )
  const run = cli(['--help'])
  expect(await run.exited).toBe(0)
  expect(run.out).toContain('Usage: openappkit-devstack ')
  const guide = readFileSync(new URL('../../../docs/testing.md', import.meta.url), 'utf8')
  expect(guide).toContain('npx openappkit-devstack')
  for (const flag of flags) {
    if (flag !== '--help') expect(run.out, flag).toContain(`[${flag}`)
    expect(guide, flag).toMatch(new RegExp(`\\| \`${flag}[ \`]`))
  }
})

/** A port this test holds (the OS picked it free), so the devstack finds it taken. */
async function occupyPort(): Promise<{ port: number; server: Server }> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as import('node:net').AddressInfo).port, server }
}

/** A port the OS just called free, released again: nothing should answer there later. */
async function freePort(): Promise<number> {
  const { port, server } = await occupyPort()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const allFree = () => portFlags.flatMap((flag) => [flag, '0'])
/** `--flag value` replaced (or added) in the argument list. */
const withPort = (args: string[], flag: string, port: number) => {
  const i = args.indexOf(flag)
  const copy = [...args]
  copy.splice(i, 2, flag, String(port))
  return copy
}

test.each([
  ['--evm-port', 'EVM chain (anvil)', '--directory-port'],
  ['--solana-port', 'Solana RPC', '--evm-port'],
  ['--directory-port', 'wallet directory', '--evm-port'],
  ['--relay-port', 'WalletConnect relay', '--evm-port'],
])(
  'a port in use (%s) stops the start with one message naming it; nothing is left running',
  async (flag, service, watched) => {
    const taken = await occupyPort()
    // Another service gets a port known to be free, so the test can see it is not left listening.
    const watchedPort = await freePort()
    try {
      const run = cli(withPort(withPort(allFree(), flag, taken.port), watched, watchedPort))
      expect(await run.exited, run.out).toBe(1)
      // One line says it all (a dependency's own notices aside), whichever service met the port.
      expect(run.out.split('\n').filter((line) => /devstack|port|in use/i.test(line))).toEqual([
        `The devstack could not start: port ${taken.port} (${service}) is in use. Pass other ports (see --help), or 0 for free ones.`,
      ])
      await expect(
        fetch(`http://127.0.0.1:${watchedPort}/`, { method: 'POST', body: '{}' }),
      ).rejects.toThrow()
    } finally {
      taken.server.close()
    }
  },
  30_000,
)

test('when its EVM chain dies, the CLI says so, stops everything and exits 1', async () => {
  const run = cli(allFree())
  await expect
    .poll(() => run.out.includes('Press Ctrl-C to stop.') || run.child.exitCode !== null, { timeout: 25_000 })
    .toBe(true)
  const api = /Blockchain data service\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(run.out)?.[1] as string
  expect(api, run.out).toBeTruthy()
  const anvil = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(run.child.pid)], {
    encoding: 'utf8',
  })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find(([, comm]) => comm === 'anvil')?.[0]
  expect(anvil, 'the CLI runs anvil as its child').toBeTruthy()
  process.kill(Number(anvil), 'SIGKILL')
  expect(await run.exited).toBe(1)
  expect(run.out).toContain(
    `The devstack stopped: The EVM chain (anvil, pid ${anvil}) exited on signal SIGKILL: the devstack's EVM services no longer work.`,
  )
  await expect(fetch(`${api}/v1/supported-chains?projectId=cli-test`)).rejects.toThrow()
}, 30_000)
