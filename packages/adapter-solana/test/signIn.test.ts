import { ed25519 } from '@noble/curves/ed25519.js'
import { createMemoryStorage, parseSiwxMessage, type SiwxMessageData } from '@openappkit/core'
import { SolanaTestWallet } from '@openappkit/testing/wallet'
import { getWallets } from '@wallet-standard/app'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSolanaAdapter } from '../src/exports/index.ts'
import { startChain } from './devstack.ts'

// Sign In With Solana through the wallet's own `solana:signIn` (the adapter contract's optional
// `signIn`): the wallet writes the text from core's fields and signs it; a wallet without the
// feature gets null, so core signs its own CAIP-122 text with signMessage.
let chain: Awaited<ReturnType<typeof startChain>>
const unregisters: (() => void)[] = []

beforeAll(async () => {
  chain = await startChain()
})
afterAll(async () => {
  for (const unregister of unregisters) unregister()
})

async function connectedTo(name: string, canSignIn: boolean) {
  const wallet = new SolanaTestWallet({
    name,
    keypairs: chain.keypairs.slice(0, 2),
    rpcUrl: chain.rpc.url,
    canSignIn,
  })
  unregisters.push(getWallets().register(wallet))
  const adapter = createSolanaAdapter({ networks: [chain.network], storage: createMemoryStorage() })
  const { accounts } = await adapter.connect({ connectorId: name })
  const address = accounts[0]?.address ?? ''
  const data: SiwxMessageData = {
    domain: 'app.example',
    accountAddress: address,
    chainId: chain.network.caipNetworkId,
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh12345678',
    issuedAt: '2026-11-24T10:00:00.000Z',
    expirationTime: '2026-11-25T10:00:00.000Z',
    statement: 'Sign in to Example',
  }
  return { wallet, adapter, address, data }
}

describe('signIn', () => {
  test('the wallet writes the fields it was given and signs them with the account', async () => {
    const { adapter, address, data } = await connectedTo('Sign-In Wallet', true)
    const answer = await adapter.signIn?.({ address, data })
    if (!answer) throw new Error('no answer')
    expect(parseSiwxMessage(answer.message)).toEqual(data)
    expect(
      ed25519.verify(
        bs58.decode(answer.signature),
        new TextEncoder().encode(answer.message),
        bs58.decode(address),
      ),
    ).toBe(true)
  })

  test("verifyMessage: the wallet's sign-in holds; a flipped byte, another account or a changed text does not", async () => {
    const { adapter, address, data } = await connectedTo('Verified Wallet', true)
    const answer = await adapter.signIn?.({ address, data })
    if (!answer) throw new Error('no answer')
    const network = chain.network
    const verify = (overrides: Partial<{ address: string; message: string; signature: string }>) =>
      adapter.verifyMessage?.({
        address,
        message: answer.message,
        signature: answer.signature,
        network,
        ...overrides,
      })
    expect(await verify({})).toBe(true)
    const flipped = bs58.decode(answer.signature)
    flipped[0] = (flipped[0] as number) ^ 1
    expect(await verify({ signature: bs58.encode(flipped) })).toBe(false)
    expect(await verify({ address: chain.keypairs[1]?.publicKey.toBase58() ?? '' })).toBe(false)
    expect(await verify({ message: `${answer.message} ` })).toBe(false)
    expect(await verify({ signature: 'not base58 0OIl' })).toBe(false)
  })

  test('a wallet without solana:signIn: null (core then uses signMessage)', async () => {
    const { adapter, address, data } = await connectedTo('Plain Wallet', false)
    expect(await adapter.signIn?.({ address, data })).toBeNull()
  })

  test('a refusal is core’s UserRejectedRequestError', async () => {
    const { wallet, adapter, address, data } = await connectedTo('Refusing Wallet', true)
    wallet.rejectNext('signIn')
    await expect(adapter.signIn?.({ address, data })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })

  test('garbage from the wallet, or a sign-in of another account, is refused', async () => {
    const { wallet, adapter, address, data } = await connectedTo('Garbage Wallet', true)
    wallet.answerNext('signIn', [{ account: { address }, signedMessage: 'text', signature: 5 }])
    await expect(adapter.signIn?.({ address, data })).rejects.toThrow(/sign-in answer/)
    const other = chain.keypairs[1]?.publicKey.toBase58()
    wallet.answerNext('signIn', [
      { account: { address: other }, signedMessage: new Uint8Array([1]), signature: new Uint8Array(64) },
    ])
    await expect(adapter.signIn?.({ address, data })).rejects.toThrow(`The wallet signed in ${other}`)
  })
})
