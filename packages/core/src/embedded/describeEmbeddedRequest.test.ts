import { expect, test } from 'vitest'
import { describeEmbeddedRequest } from './describeEmbeddedRequest.ts'

test('a message to sign is shown as text when it is UTF-8, else as given', () => {
  expect(
    describeEmbeddedRequest({ method: 'personal_sign', params: ['0x68656c6c6f', '0xa'], chainId: 1 }),
  ).toEqual({
    kind: 'signMessage',
    method: 'personal_sign',
    message: 'hello',
  })
  expect(
    describeEmbeddedRequest({ method: 'personal_sign', params: ['0xff00', '0xa'], chainId: 1 }).message,
  ).toBe('0xff00')
})

test('a transaction shows recipient, value and calldata; garbage is left out', () => {
  expect(
    describeEmbeddedRequest({
      method: 'eth_sendTransaction',
      params: [{ to: '0xB0b', value: '0xde0b6b3a7640000', data: '0x' }],
      chainId: 1,
    }),
  ).toEqual({
    kind: 'sendTransaction',
    method: 'eth_sendTransaction',
    to: '0xB0b',
    value: 10n ** 18n,
    data: undefined,
  })
  expect(
    describeEmbeddedRequest({
      method: 'eth_sendTransaction',
      params: [{ to: 5, value: 'lots', data: '0xa9059cbb' }],
      chainId: 1,
    }),
  ).toEqual({
    kind: 'sendTransaction',
    method: 'eth_sendTransaction',
    to: undefined,
    value: undefined,
    data: '0xa9059cbb',
  })
  expect(
    describeEmbeddedRequest({ method: 'wallet_sendCalls', params: [{ calls: [{}, {}] }], chainId: 1 }).calls,
  ).toBe(2)
  expect(describeEmbeddedRequest({ method: 'wallet_grantPermissions', params: null, chainId: 1 }).kind).toBe(
    'other',
  )
})

// Serialized by @solana/web3.js 1.x (unsigned): a legacy transfer of 1.5 SOL from payer to bob
// plus a memo, and a v0 transaction paying carol 2500 and bob 1 lamport with both recipients
// taken from an address lookup table.
const payer = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9'
const bob = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu'
const system = '11111111111111111111111111111111'
const memo = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'
const legacy =
  'Qm7gAYATD4KiEBYbptsAPoGNcAzRgX38bCBeGP2EgJwAJ8kJJhBtC86LyJCqc8vKRVQJJeSffPcKfJib9nv4jAm9negx4Mg3d1NhEqnZ9wx57L9DTy2Yg7eDiv1EQkjghomhyawXHHNueFqXijwVLKFCdbgmJ9K8C8ChGvbu4kknUnbix9nzcHFLSghv1T5grGwc4vfbW44MWUhGL3fFj41SwgoNfLzDixwvnXLiNjkwSW1VuZqPWURcK2mFvQBQsKVZBBRTwaiAvGzgcLuNY7v7rJKY4Uu4bmQ18oNh9FyTpZcKafMZe9zMuwJkP9ofq8BuV4M4iJKGmXCw576RAwS'
const v0 =
  'FeJ2fyhRVjAQsDkRrAyjcBdJtDfYRBgxL5KAMs3gGUrRB8ynGPraHSHGxQM6tk9tAAju8PxKxVq9rYpnmN2QsVADT83GbYrWBcbLBtKzKTKWqsgJ3f8whtXrsPCqGJxzqLpjwNECM9WYpfZreqBybCfwve5NHJ9Naqb9czCSGhxwc2UtPeZW8DaURGXX1pNq49L9E5twt7WDRPJRdiFxtVHyK1HZfcHxVaWAnuciKqqcpczCUasnQ8vezfVdSUDGMZSGfGRKPZswqmsmPG1FW6mESojudcpTmDSpN9hKotnQwyzLoJ6f9wAsoFU8SL5rZYDV'
const table = 'US517G5965aydkZ46HS38QLi7UQiSojurfbQfKCELFx'
const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

test('a Solana message is shown as its UTF-8 text, else as the base58 given', () => {
  expect(
    describeEmbeddedRequest({
      method: 'solana_signMessage',
      params: { message: 'Cn8eVZg', pubkey: payer },
      chainId,
    }),
  ).toEqual({ kind: 'signMessage', method: 'solana_signMessage', message: 'hello' })
  // 0xff 0xfe is no UTF-8.
  expect(
    describeEmbeddedRequest({
      method: 'solana_signMessage',
      params: { message: 'LUu', pubkey: payer },
      chainId,
    }).message,
  ).toBe('LUu')
})

test('a Solana transaction shows its fee payer, programs and SOL transfers', () => {
  expect(
    describeEmbeddedRequest({
      method: 'solana_signAndSendTransaction',
      params: { transaction: legacy },
      chainId,
    }),
  ).toEqual({
    kind: 'sendTransaction',
    method: 'solana_signAndSendTransaction',
    transactions: [
      {
        feePayer: payer,
        programs: [system, memo],
        transfers: [{ from: payer, to: bob, lamports: 1_500_000_000n }],
      },
    ],
  })
  // v0: recipients from a lookup table are named by table and position (the chain holds the rest).
  expect(
    describeEmbeddedRequest({ method: 'solana_signTransaction', params: { transaction: v0 }, chainId }),
  ).toEqual({
    kind: 'signTransaction',
    method: 'solana_signTransaction',
    transactions: [
      {
        feePayer: payer,
        programs: [system],
        transfers: [
          { from: payer, to: `${table}#1`, lamports: 2500n },
          { from: payer, to: `${table}#0`, lamports: 1n },
        ],
      },
    ],
  })
})

test('an unreadable Solana transaction is marked so, never guessed', () => {
  const cut = legacy.slice(0, 60)
  const summary = describeEmbeddedRequest({
    method: 'solana_signAllTransactions',
    params: { transactions: [legacy, cut, 'not base58 0OIl', 42] },
    chainId,
  })
  expect(summary.kind).toBe('signTransaction')
  expect(summary.transactions?.map((t) => t?.feePayer ?? null)).toEqual([payer, null, null, null])
  expect(
    describeEmbeddedRequest({ method: 'solana_signTransaction', params: null, chainId }).transactions,
  ).toEqual([null])
})
