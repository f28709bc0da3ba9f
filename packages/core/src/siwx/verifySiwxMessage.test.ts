import { generateKeyPairSync, sign } from 'node:crypto'
import bs58 from 'bs58'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { buildSiwxMessage } from './buildSiwxMessage.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import type { SiwxMessage } from './types.ts'
import { type VerifySiwxMessageParameters, verifySiwxMessage } from './verifySiwxMessage.ts'

// anvil's first two test keys: public knowledge, test use only.
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const bob = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
// viem's own EIP-191 check stands in for a public client (on a chain it also takes ERC-1271/6492).
const evm = { verifyMessage }
const now = Date.parse('2026-11-28T12:00:00.000Z')
const site = { domain: 'app.example', uri: 'https://app.example/login' }
const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** A server's nonce book: issued nonces, each spent by its first use. */
function nonces(...issued: string[]) {
  const open = new Set(issued)
  return (nonce: string) => open.delete(nonce)
}

const evmMessage = (overrides: Partial<Parameters<typeof buildSiwxMessage>[0]> = {}): SiwxMessage =>
  buildSiwxMessage({
    accountAddress: alice.address,
    chainId: 'eip155:1',
    nonce: 'serverNonce123',
    now: now - 1000,
    expiresInMs: 60 * 60 * 1000,
    statement: 'Sign in to Example',
    ...site,
    ...overrides,
  })

async function verifyEvm(
  message: string,
  signature: string,
  overrides: Partial<VerifySiwxMessageParameters> = {},
) {
  return verifySiwxMessage({
    message,
    signature,
    domain: 'app.example',
    nonce: nonces('serverNonce123'),
    now,
    evm,
    ...overrides,
  })
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { name?: string; reason?: string }) => `${error.name}: ${error.reason}`,
  )

describe('verifySiwxMessage on eip155', () => {
  test("an EOA's signature of the message it was issued: the session, with the message's fields", async () => {
    const { message, data } = evmMessage()
    const signature = await alice.signMessage({ message })
    expect(await verifyEvm(message, signature)).toEqual({ data, message, signature })
  })

  test('a nonce signs in once; one never issued is refused', async () => {
    const { message } = evmMessage()
    const signature = await alice.signMessage({ message })
    const book = nonces('serverNonce123')
    await verifyEvm(message, signature, { nonce: book })
    expect(await refusal(verifyEvm(message, signature, { nonce: book }))).toBe('SiwxVerificationError: nonce')
    expect(await refusal(verifyEvm(message, signature, { nonce: nonces('another12345') }))).toBe(
      'SiwxVerificationError: nonce',
    )
  })

  test('another signer, a tampered statement, domain or URI: refused, each naming what failed', async () => {
    const { message } = evmMessage()
    const signature = await alice.signMessage({ message })
    expect(await refusal(verifyEvm(message, await bob.signMessage({ message })))).toBe(
      'SiwxVerificationError: signature',
    )
    const tampered = message.replace('Sign in to Example', 'Sign in to Example and pay')
    expect(await refusal(verifyEvm(tampered, signature))).toBe('SiwxVerificationError: signature')
    // Signed for another site: the signature holds, the domain does not.
    const elsewhere = evmMessage({ domain: 'evil.example', uri: 'https://evil.example' })
    expect(
      await refusal(verifyEvm(elsewhere.message, await alice.signMessage({ message: elsewhere.message }))),
    ).toBe('SiwxVerificationError: domain')
    const offSite = evmMessage({ uri: 'https://evil.example/login' })
    expect(
      await refusal(verifyEvm(offSite.message, await alice.signMessage({ message: offSite.message }))),
    ).toBe('SiwxVerificationError: uri')
  })

  test('a chain the server does not accept, or has no client for, is refused', async () => {
    const { message } = evmMessage({ chainId: 'eip155:10' })
    const signature = await alice.signMessage({ message })
    expect(await refusal(verifyEvm(message, signature, { chains: ['eip155:1'] }))).toBe(
      'SiwxVerificationError: chainId',
    )
    expect(
      await refusal(verifyEvm(message, signature, { evm: (chainId) => (chainId === 1 ? evm : undefined) })),
    ).toBe('SiwxVerificationError: chainId')
    expect(
      await verifyEvm(message, signature, { evm: (chainId) => (chainId === 10 ? evm : undefined) }),
    ).toMatchObject({ signature })
  })

  test("expired, not yet valid, and issued in the future by the server's clock: refused", async () => {
    const expired = evmMessage({ now: now - 2 * 60 * 60 * 1000 })
    expect(
      await refusal(verifyEvm(expired.message, await alice.signMessage({ message: expired.message }))),
    ).toBe('SiwxVerificationError: expirationTime')
    const future = evmMessage({ now: now + 5 * 60 * 1000 })
    expect(
      await refusal(verifyEvm(future.message, await alice.signMessage({ message: future.message }))),
    ).toBe('SiwxVerificationError: issuedAt')
    const early = evmMessage()
    const notYet = early.message.replace(
      /\nIssued At: .*/,
      (line) => `${line}\nNot Before: ${new Date(now + 60 * 60 * 1000).toISOString()}`,
    )
    expect(await refusal(verifyEvm(notYet, await alice.signMessage({ message: notYet })))).toBe(
      'SiwxVerificationError: notBefore',
    )
  })

  test('a message that is not EIP-4361 to the letter (lower-case address, short nonce) is refused', async () => {
    const { message } = evmMessage()
    const lower = message.replace(alice.address, alice.address.toLowerCase())
    expect(parseSiwxMessage(lower)).toBeUndefined()
    expect(await refusal(verifyEvm(lower, await alice.signMessage({ message: lower })))).toBe(
      'SiwxVerificationError: message',
    )
    const short = evmMessage({ nonce: 'ab12' })
    expect(parseSiwxMessage(short.message)).toBeUndefined()
    expect(await refusal(verifyEvm('hello', '0x00'))).toBe('SiwxVerificationError: message')
  })

  test("a nonce refusal of the server's own (issued to another client) reaches the caller as thrown", async () => {
    const { message } = evmMessage()
    const signature = await alice.signMessage({ message })
    const theirs = new Error('The nonce was issued to another client')
    await expect(
      verifyEvm(message, signature, {
        nonce: () => {
          throw theirs
        },
      }),
    ).rejects.toBe(theirs)
  })
})

describe('verifySiwxMessage on Solana (ed25519)', () => {
  const keys = generateKeyPairSync('ed25519')
  const address = bs58.encode(Buffer.from(keys.publicKey.export({ format: 'jwk' }).x as string, 'base64url'))
  const signWith = (key: typeof keys.privateKey, message: string) =>
    bs58.encode(sign(null, Buffer.from(message, 'utf8'), key))
  const solanaMessage = () =>
    buildSiwxMessage({ accountAddress: address, chainId: solanaChain, nonce: 'serverNonce123', now, ...site })
  const verifySolana = (message: string, signature: string) =>
    verifySiwxMessage({ message, signature, domain: 'app.example', nonce: nonces('serverNonce123'), now })

  test('the account key signature is accepted; a flipped byte, another key or a changed text is not', async () => {
    const { message, data } = solanaMessage()
    const signature = signWith(keys.privateKey, message)
    expect(await verifySolana(message, signature)).toEqual({ data, message, signature })

    const bytes = bs58.decode(signature)
    bytes[10] = (bytes[10] as number) ^ 1
    expect(await refusal(verifySolana(message, bs58.encode(bytes)))).toBe('SiwxVerificationError: signature')
    const other = generateKeyPairSync('ed25519')
    expect(await refusal(verifySolana(message, signWith(other.privateKey, message)))).toBe(
      'SiwxVerificationError: signature',
    )
    const changed = message.replace('Version: 1', 'Version: 1 ')
    expect(await refusal(verifySolana(changed, signature))).toBe('SiwxVerificationError: message')
    expect(await refusal(verifySolana(message, 'not-base58-0OIl'))).toBe('SiwxVerificationError: signature')
  })
})
