import { type Hex, verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { startRelay } from '../relay/index.ts'
import { guardEgress } from './egress-guard.ts'
import { closeSignClient, createSignClient, nextEvent, type SignClient } from './sign-client.ts'
import { createWalletConnectWallet, type WalletConnectWallet } from './wallet.ts'

// The phone wallet against a plain sign-client dapp on the local relay. No chain is needed for
// these steps; the adapter and browser tests cover eth_sendTransaction on anvil.

const KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

it('approves the proposal for its chains, signs, changes chain and disconnects', async () => {
  const egress = guardEgress()
  const relay = await startRelay({ port: 0 })
  const dapp = await createSignClient(relay.url, 'dapp')
  const wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    privateKey: KEY,
    chains: { 31337: 'http://127.0.0.1:1', 31338: 'http://127.0.0.1:1' },
  })
  try {
    await walkThrough(dapp, wallet)
  } finally {
    await Promise.all([closeSignClient(dapp), wallet.close()])
    await relay.stop()
    egress.restore()
  }
  expect(egress.attempts).toEqual([])
}, 60_000)

async function walkThrough(dapp: SignClient, wallet: WalletConnectWallet) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
    },
  })
  await wallet.pair(uri ?? '')
  const session = await approval()
  expect(await wallet.approved).toBe(session.topic)
  expect(wallet.topic).toBe(session.topic)
  expect(session.peer.metadata.name).toBe('Test Phone Wallet')
  expect(session.namespaces.eip155?.accounts).toEqual([
    `eip155:31337:${wallet.address}`,
    `eip155:31338:${wallet.address}`,
  ])

  const message = '0x68656c6c6f' // "hello"
  const signature = await dapp.request<Hex>({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: [message, wallet.address] },
  })
  expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)
  await expect(
    dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    }),
  ).rejects.toMatchObject({ code: 5000 })
  expect(wallet.handled).toEqual(['personal_sign', 'wallet_switchEthereumChain'])

  const changed = nextEvent(dapp, 'session_event')
  await wallet.changeChain(31338)
  expect((await changed).params).toMatchObject({
    chainId: 'eip155:31338',
    event: { name: 'chainChanged', data: '0x7a6a' },
  })

  const deleted = nextEvent(dapp, 'session_delete')
  await wallet.disconnect()
  expect((await deleted).topic).toBe(session.topic)
}
