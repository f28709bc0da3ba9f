import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  closeSignClient,
  createSignClient,
  type EgressGuard,
  guardEgress,
  nextEvent,
  type SignClient,
} from '../walletconnect/index.ts'
import { type Relay, startRelay } from './index.ts'

// A dapp and a wallet, both the real @walletconnect/sign-client 2.25, paired over the local
// relay: proposal, approval, a signed request, an event, a disconnect. Nothing may leave
// loopback while they do.

const CHAIN = 'eip155:31337'
// anvil's first default account; any key works, the dapp only checks the signature.
const wallet = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const METHODS = ['personal_sign', 'eth_sendTransaction']
const EVENTS = ['accountsChanged', 'chainChanged']
const TIMEOUT = 60_000

let egress: EgressGuard
let relay: Relay
let dapp: SignClient
let walletClient: SignClient

beforeAll(() => {
  egress = guardEgress()
})

afterAll(() => {
  egress.restore()
})

beforeEach(async () => {
  relay = await startRelay({ port: 0 })
  dapp = await createSignClient(relay.url, 'dapp')
  walletClient = await createSignClient(relay.url, 'wallet')
})

afterEach(async () => {
  await Promise.all([closeSignClient(dapp), closeSignClient(walletClient)])
  await relay.stop()
  expect(egress.attempts).toEqual([])
})

/** Runs proposal → approval and returns the session topic both sides agreed on. */
async function pair(): Promise<string> {
  const proposal = nextEvent(walletClient, 'session_proposal')
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: { eip155: { chains: [CHAIN], methods: METHODS, events: EVENTS } },
  })
  expect(uri).toMatch(/^wc:/)
  await walletClient.pair({ uri: uri ?? '' })
  const { id, params } = await proposal
  expect(params.proposer.metadata.name).toBe('dapp')

  const { topic, acknowledged } = await walletClient.approve({
    id,
    namespaces: {
      eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${wallet.address}`], methods: METHODS, events: EVENTS },
    },
  })
  const session = await approval()
  await acknowledged()
  expect(session.topic).toBe(topic)
  expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${wallet.address}`])
  return topic
}

describe('sign-client over the local relay', () => {
  it(
    'pairs a dapp and a wallet, the proposal reaching the wallet from the mailbox',
    async () => {
      const topic = await pair()
      expect(dapp.session.keys).toContain(topic)
      expect(walletClient.session.keys).toContain(topic)
      const tags = relay.published().map((record) => record.tag)
      // proposal, proposal response, settle request — in that order
      expect(tags.slice(0, 3)).toEqual([1100, 1101, 1102])
    },
    TIMEOUT,
  )

  it(
    'carries personal_sign to the wallet and its signature back',
    async () => {
      const topic = await pair()
      const message = '0x68656c6c6f2072656c6179' // "hello relay"
      walletClient.on('session_request', async ({ id, topic: requestTopic, params }) => {
        expect(params.request.method).toBe('personal_sign')
        const [data] = params.request.params as [`0x${string}`, string]
        const signature = await wallet.signMessage({ message: { raw: data } })
        await walletClient.respond({
          topic: requestTopic,
          response: { id, jsonrpc: '2.0', result: signature },
        })
      })

      const signature = await dapp.request<`0x${string}`>({
        topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: [message, wallet.address] },
      })
      expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(
        true,
      )
    },
    TIMEOUT,
  )

  it(
    'delivers wallet events to the dapp',
    async () => {
      const topic = await pair()
      const received = nextEvent(dapp, 'session_event')
      await walletClient.emit({
        topic,
        chainId: CHAIN,
        event: { name: 'accountsChanged', data: [wallet.address] },
      })
      const { params } = await received
      expect(params.event).toEqual({ name: 'accountsChanged', data: [wallet.address] })
      expect(params.chainId).toBe(CHAIN)
    },
    TIMEOUT,
  )

  it(
    'tells the dapp when the wallet disconnects',
    async () => {
      const topic = await pair()
      const deleted = nextEvent(dapp, 'session_delete')
      await walletClient.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
      expect((await deleted).topic).toBe(topic)
      expect(dapp.session.keys).not.toContain(topic)
    },
    TIMEOUT,
  )

  it(
    'tells the wallet when the dapp disconnects',
    async () => {
      const topic = await pair()
      const deleted = nextEvent(walletClient, 'session_delete')
      await dapp.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
      expect((await deleted).topic).toBe(topic)
      expect(walletClient.session.keys).not.toContain(topic)
    },
    TIMEOUT,
  )
})
