import { recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { buildSiwxMessage } from './buildSiwxMessage.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import type { SiwxMessageData } from './types.ts'

// anvil's first test key: public knowledge, test use only.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

const evm: SiwxMessageData = {
  domain: '127.0.0.1:5173',
  accountAddress: account.address.toLowerCase(),
  chainId: 'eip155:31337',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'abcDEF123456ghij',
  issuedAt: '2026-11-24T10:00:00.000Z',
  expirationTime: '2026-11-25T10:00:00.000Z',
  statement: 'Sign in to the playground',
}

const viemFields = (data: SiwxMessageData) => ({
  domain: data.domain,
  address: account.address,
  chainId: Number(data.chainId.split(':')[1]),
  uri: data.uri,
  version: '1' as const,
  nonce: data.nonce,
  issuedAt: new Date(data.issuedAt),
  ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
  ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
  ...(data.requestId ? { requestId: data.requestId } : {}),
  ...(data.statement ? { statement: data.statement } : {}),
  ...(data.resources ? { resources: [...data.resources] } : {}),
})

describe('EIP-4361 on eip155', () => {
  test.each([
    ['with a statement and expiry', evm],
    ['without a statement', { ...evm, statement: undefined }],
    [
      'with every optional field',
      {
        ...evm,
        notBefore: '2026-11-24T09:00:00.000Z',
        requestId: 'req-1',
        resources: [
          'https://example.com/terms',
          'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
        ],
      },
    ],
  ])('%s: the text viem writes, checksummed address included', (_, data) => {
    expect(formatSiwxMessage(data)).toBe(createSiweMessage(viemFields(data)))
  })

  test('viem reads it back and validates it for the account, domain, nonce and time', () => {
    const text = formatSiwxMessage(evm)
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({
      address: account.address,
      chainId: 31337,
      nonce: evm.nonce,
      domain: evm.domain,
    })
    const at = new Date('2026-11-24T12:00:00.000Z')
    expect(
      validateSiweMessage({
        message: parsed,
        address: account.address,
        domain: evm.domain,
        nonce: evm.nonce,
        time: at,
      }),
    ).toBe(true)
    expect(validateSiweMessage({ message: parsed, nonce: 'another1234', time: at })).toBe(false)
    expect(validateSiweMessage({ message: parsed, time: new Date('2026-11-26T00:00:00.000Z') })).toBe(false)
  })

  test('a signature of the text recovers the account', async () => {
    const message = formatSiwxMessage(evm)
    const signature = await account.signMessage({ message })
    expect(await recoverMessageAddress({ message, signature })).toBe(account.address)
  })

  test('a statement of two lines is refused (it would forge fields)', () => {
    expect(() => formatSiwxMessage({ ...evm, statement: 'hi\nNonce: 12345678' })).toThrow('one line')
  })
})

describe('CAIP-122 on solana', () => {
  const solana: SiwxMessageData = {
    ...evm,
    accountAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  }

  test('names a Solana account and the chain reference', () => {
    const text = formatSiwxMessage(solana)
    expect(text.split('\n').slice(0, 2)).toEqual([
      '127.0.0.1:5173 wants you to sign in with your Solana account:',
      solana.accountAddress,
    ])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  test('reads back to the same fields', () => {
    expect(parseSiwxMessage(formatSiwxMessage(solana))).toEqual(solana)
    const bare = { ...solana, statement: undefined, expirationTime: undefined }
    expect(parseSiwxMessage(formatSiwxMessage(bare))).toEqual(bare)
  })
})

describe('parseSiwxMessage', () => {
  test('every field of an EVM message, address as written (checksummed)', () => {
    const full = {
      ...evm,
      notBefore: '2026-11-24T09:00:00.000Z',
      requestId: 'r',
      resources: ['https://a.example/x'],
    }
    expect(parseSiwxMessage(formatSiwxMessage(full))).toEqual({ ...full, accountAddress: account.address })
  })

  test.each([
    ['empty', ''],
    ['another text', 'Please sign this: 12345'],
    ['a field twice', `${formatSiwxMessage(evm)}\nNonce: other1234`],
    ['an unknown field', `${formatSiwxMessage(evm)}\nColour: blue`],
    ['an unknown account kind', formatSiwxMessage(evm).replace('Ethereum account', 'Dogecoin account')],
    ['no nonce', formatSiwxMessage(evm).replace(/\nNonce: .*/, '')],
    ['another version', formatSiwxMessage(evm).replace('Version: 1', 'Version: 2')],
    [
      'a bad resource line',
      `${formatSiwxMessage({ ...evm, resources: ['https://a.example'] })}\nnot a resource`,
    ],
  ])('%s: undefined', (_, text) => {
    expect(parseSiwxMessage(text)).toBeUndefined()
  })
})

describe('buildSiwxMessage', () => {
  test('issued now, expiring after expiresInMs, domain and uri given', () => {
    const now = Date.parse('2026-11-24T10:00:00.000Z')
    const built = buildSiwxMessage({
      accountAddress: account.address,
      chainId: 'eip155:1',
      nonce: 'abcdefgh1',
      now,
      expiresInMs: 60_000,
      domain: 'app.example',
      uri: 'https://app.example',
    })
    expect(built.data).toMatchObject({
      issuedAt: '2026-11-24T10:00:00.000Z',
      expirationTime: '2026-11-24T10:01:00.000Z',
    })
    expect(built.message).toBe(formatSiwxMessage(built.data))
  })

  test('without a page location or a domain it says what is missing', () => {
    expect(() =>
      buildSiwxMessage({ accountAddress: account.address, chainId: 'eip155:1', nonce: 'abcdefgh1', now: 0 }),
    ).toThrow('needs a domain and uri')
  })
})
