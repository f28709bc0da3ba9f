import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { RawClient } from '../src/relay/testing/raw-client.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

test('the CLI prints the URLs and leaves nothing running after SIGINT', async () => {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      'src/cli.ts',
      ...[
        '--evm-port',
        '0',
        '--solana-port',
        '0',
        '--api-port',
        '0',
        '--directory-port',
        '0',
        '--analytics-port',
        '0',
        '--relay-port',
        '0',
        '--siwx-port',
        '0',
        '--relay-origin',
        'https://app.example.com',
        '--relay-origin',
        'https://*.preview.example',
      ],
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
  urls.push(url('Wallet directory'), url('Analytics'), url('App sign-in backend'))
  expect(urls.every(Boolean), out).toBe(true)
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
