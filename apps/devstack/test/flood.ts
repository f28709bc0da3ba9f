import { randomBytes } from 'node:crypto'
import type { Devstack } from '../src/index.ts'
import { RawClient } from '../src/relay/testing/raw-client.ts'
import { withQuery } from './helpers.ts'

// Floods (one hostile client hammering one service) and probes (the good requests a user's app
// makes to every service), shared by the flood test, which checks that the probes complete
// while a flood runs, and the bench, which prints how long they take.

const Q = { projectId: 'flood-test', st: 'appkit', sv: 'flood' }
const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } } as const

export interface Flood {
  /** Requests the flood has completed so far. */
  readonly sent: number
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>
}

/** Runs `send` back to back on `concurrency` lanes until stopped; failures count and go on. */
function floodWith(concurrency: number, send: () => Promise<unknown>, cleanup?: () => Promise<void>): Flood {
  let stopped = false
  let sent = 0
  const lanes = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      await send().catch(() => {})
      sent++
    }
  })
  return {
    get sent() {
      return sent
    },
    async stop() {
      stopped = true
      await Promise.all(lanes)
      await cleanup?.()
    },
  }
}

const post = (url: string, body: string) => fetch(url, { ...JSON_POST, body }).then((r) => r.arrayBuffer())

/** A batch of SPEC §9's largest size: 1000 account reads. */
function solanaBatch(devstack: Devstack): string {
  const account = devstack.accounts.solana[0]?.publicKey
  return JSON.stringify(
    Array.from({ length: 1000 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getAccountInfo',
      params: [account, { encoding: 'base64' }],
    })),
  )
}

export type FloodName = 'Solana RPC' | 'RPC proxy' | 'wallet directory' | 'analytics' | 'relay'

/** One flood per service, each started against a running devstack. */
export const floods: Record<FloodName, (devstack: Devstack) => Promise<Flood>> = {
  'Solana RPC': async (devstack) => {
    const body = solanaBatch(devstack)
    return floodWith(4, () => post(devstack.urls.solanaRpc as string, body))
  },
  'RPC proxy': async (devstack) => {
    const body = solanaBatch(devstack)
    const url = withQuery(devstack.urls.blockchainApi, '/v1', {
      ...Q,
      chainId: devstack.chains.solana?.caipNetworkId,
    })
    return floodWith(4, () => post(url, body))
  },
  'wallet directory': async (devstack) => {
    const url = withQuery(devstack.urls.walletDirectory, '/getWallets', { ...Q, page: '1', entries: '100' })
    return floodWith(8, () => fetch(url).then((r) => r.arrayBuffer()))
  },
  analytics: async (devstack) => {
    const url = withQuery(devstack.urls.analytics, '/e', Q)
    const body = JSON.stringify(analyticsEvent('flood', 'x'.repeat(2_000)))
    return floodWith(8, () => post(url, body))
  },
  relay: async (devstack) => {
    // Messages to topics nobody reads: they pile into the mailbox until its bounds answer.
    const client = await RawClient.connect(devstack.urls.relay)
    const message = randomBytes(3 * 1024).toString('base64')
    let n = 0
    return floodWith(
      16,
      () =>
        client.request('irn_publish', {
          topic: (n++ % 500).toString(16).padStart(64, '0'),
          message: `${message}${n}`,
          ttl: 300,
        }),
      () => client.close(),
    )
  },
}

function analyticsEvent(event: string, padding = '') {
  return {
    eventId: `${event}-${Math.random()}`,
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { type: 'track', event, properties: { padding } },
  }
}

export type ProbeName =
  | 'data service'
  | 'EVM RPC via the data service'
  | 'wallet directory'
  | 'analytics'
  | 'Solana RPC'
  | 'relay round trip'

export interface Probes {
  /** Each good request once, in parallel; resolves with each one's time in ms (rejects if one fails). */
  run(): Promise<Record<ProbeName, number>>
  close(): Promise<void>
}

async function ok(response: Promise<Response>): Promise<void> {
  const r = await response
  await r.arrayBuffer()
  if (!r.ok) throw new Error(`${r.url} answered ${r.status}`)
}

/** The good requests an app makes, one per service, each checked for a correct answer. */
export async function probes(devstack: Devstack): Promise<Probes> {
  const { urls } = devstack
  // Two relay clients, as a dapp and a wallet: one publishes, the other must receive it.
  const [dapp, wallet] = [await RawClient.connect(urls.relay), await RawClient.connect(urls.relay)]
  const topic = randomBytes(32).toString('hex')
  await wallet.call('irn_subscribe', { topic })
  let round = 0

  const checks: Record<ProbeName, () => Promise<void>> = {
    'data service': () => ok(fetch(withQuery(urls.blockchainApi, '/v1/supported-chains', Q))),
    'EVM RPC via the data service': async () => {
      const url = withQuery(urls.blockchainApi, '/v1', { ...Q, chainId: devstack.chains.evm.caipNetworkId })
      const r = await fetch(url, {
        ...JSON_POST,
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
      })
      if (((await r.json()) as { result?: string }).result !== '0x7a69') throw new Error('eth_chainId failed')
    },
    'wallet directory': () =>
      ok(fetch(withQuery(urls.walletDirectory, '/getWallets', { ...Q, page: '1', entries: '4' }))),
    analytics: () =>
      ok(
        fetch(withQuery(urls.analytics, '/e', Q), {
          ...JSON_POST,
          body: JSON.stringify(analyticsEvent('probe')),
        }),
      ),
    'Solana RPC': async () => {
      const r = await fetch(urls.solanaRpc as string, {
        ...JSON_POST,
        body: '{"jsonrpc":"2.0","id":1,"method":"getSlot"}',
      })
      if (typeof ((await r.json()) as { result?: unknown }).result !== 'number')
        throw new Error('getSlot failed')
    },
    'relay round trip': async () => {
      const message = `probe-${round++}`
      const pushed = wallet.next(
        (frame) => (frame.json.params as { data?: { message?: string } })?.data?.message === message,
      )
      await dapp.call('irn_publish', { topic, message, ttl: 300 })
      await pushed
    },
  }

  return {
    async run() {
      const timed = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          const started = performance.now()
          await check()
          return [name, performance.now() - started] as const
        }),
      )
      return Object.fromEntries(timed) as Record<ProbeName, number>
    },
    async close() {
      await Promise.all([dapp.close(), wallet.close()])
    },
  }
}
