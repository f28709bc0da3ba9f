import { ed25519 } from '@noble/curves/ed25519.js'
import type { SolanaSignInFeature, SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { StandardConnectFeature } from '@wallet-standard/features'
import { describe, expect, test } from 'vitest'
import { devstackSolanaKeypair } from './devstackKeys.ts'
import { SolanaTestWallet } from './solanaWallet.ts'

const wallet = (options: { canSignIn?: boolean; canSend?: boolean } = {}) =>
  new SolanaTestWallet({
    name: 'Test',
    keypairs: [devstackSolanaKeypair(0)],
    rpcUrl: 'http://127.0.0.1:1',
    ...options,
  })
const connect = (w: SolanaTestWallet, silent?: boolean) =>
  (w.features as StandardConnectFeature)['standard:connect'].connect(silent ? { silent } : undefined)
const signMessage = (w: SolanaTestWallet, message: Uint8Array) => {
  const [account] = w.accounts
  if (!account) throw new Error('not connected')
  return (w.features as SolanaSignMessageFeature)['solana:signMessage'].signMessage({ account, message })
}

describe('SolanaTestWallet', () => {
  test('a silent connect neither prompts nor connects; a connect does both', async () => {
    const w = wallet()
    expect((await connect(w, true)).accounts).toEqual([])
    expect(w.prompts).toBe(0)
    const { accounts } = await connect(w)
    expect(accounts.map((a) => a.address)).toEqual(['846uzHCxEASGFd9hoRs5sdTnyqATeRDg5wx18d6CZ5Jj'])
    expect(w.calls).toEqual(['connect'])
  })

  test('a refused connect leaves it disconnected; a held sign waits for its release', async () => {
    const w = wallet()
    w.rejectNext('connect')
    await expect(connect(w)).rejects.toMatchObject({ code: 4001 })
    expect(w.accounts).toEqual([])
    await connect(w)
    const held = w.hold('signMessage')
    let done = false
    const signing = signMessage(w, new TextEncoder().encode('hi')).then((out) => {
      done = true
      return out
    })
    await expect.poll(() => held.reached).toBe(true)
    expect(done).toBe(false)
    held.release()
    const [output] = await signing
    const [account] = w.accounts
    expect(
      output &&
        account &&
        ed25519.verify(output.signature, output.signedMessage, Uint8Array.from(account.publicKey)),
    ).toBe(true)
  })

  test('garbage answers reach the app as given', async () => {
    const w = wallet()
    await connect(w)
    w.answerNext('signMessage', [{ signature: 'nope' }])
    expect(await signMessage(w, new Uint8Array([1]))).toEqual([{ signature: 'nope' }])
  })

  test('solana:signIn only where asked; it connects and signs the message it shows', async () => {
    expect(wallet().features['solana:signIn']).toBeUndefined()
    expect(wallet({ canSend: false }).features['solana:signAndSendTransaction']).toBeUndefined()
    const w = wallet({ canSignIn: true })
    const [output] = await (w.features as SolanaSignInFeature)['solana:signIn'].signIn({
      domain: 'app.example',
      statement: 'Sign in to the playground',
      nonce: 'abc12345',
    })
    expect(w.connected).toBe(true)
    expect(new TextDecoder().decode(output?.signedMessage)).toBe(
      'app.example wants you to sign in with your Solana account:\n846uzHCxEASGFd9hoRs5sdTnyqATeRDg5wx18d6CZ5Jj\n\nSign in to the playground\n\nNonce: abc12345',
    )
    expect(
      output &&
        ed25519.verify(output.signature, output.signedMessage, Uint8Array.from(output.account.publicKey)),
    ).toBe(true)
  })

  test('remembers the site: a trusted wallet connects silently, and reports each change of trust', async () => {
    const changes: boolean[] = []
    const w = new SolanaTestWallet({
      name: 'Test',
      keypairs: [devstackSolanaKeypair(0)],
      rpcUrl: 'http://127.0.0.1:1',
      connected: true,
      onConnectedChange: (connected) => changes.push(connected),
    })
    expect((await connect(w, true)).accounts).toHaveLength(1)
    w.disconnectFromWallet()
    await connect(w)
    expect(changes).toEqual([false, true])
    expect(w.prompts).toBe(1)
  })
})
