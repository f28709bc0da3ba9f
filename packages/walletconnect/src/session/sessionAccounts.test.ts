import { describe, expect, test } from 'vitest'
import { changedAccounts, changedChain, sessionAccounts } from './sessionAccounts.ts'

// What a wallet sends over the relay is untrusted: these read it or drop it, never throw.

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const solanaChain = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'

describe('sessionAccounts', () => {
  test("the namespace's CAIP-10 accounts, in the wallet's order, each once", () => {
    const session = {
      namespaces: {
        eip155: { accounts: [`eip155:1:${evm}`, `eip155:10:${evm}`, `eip155:1:${evm}`] },
        solana: { accounts: [`${solanaChain}:${sol}`] },
      },
    }
    expect(sessionAccounts(session, 'eip155')).toEqual([
      { chainId: 'eip155:1', address: evm },
      { chainId: 'eip155:10', address: evm },
    ])
    expect(sessionAccounts(session, 'solana')).toEqual([{ chainId: solanaChain, address: sol }])
  })

  test('garbage entries are left out, garbage sessions read as none', () => {
    const session = {
      namespaces: {
        eip155: {
          accounts: [
            42,
            'eip155:1',
            `solana:1:${sol}`, // another namespace's account in this one
            `eip155:1:${'a'.repeat(200)}`, // longer than CAIP-10 allows
            'eip155:1:<script>',
            `eip155:1:${evm}`,
          ],
        },
      },
    }
    expect(sessionAccounts(session, 'eip155')).toEqual([{ chainId: 'eip155:1', address: evm }])
    for (const garbage of [
      undefined,
      null,
      'x',
      { namespaces: 'x' },
      { namespaces: { eip155: { accounts: 'x' } } },
    ])
      expect(sessionAccounts(garbage, 'eip155')).toEqual([])
    const hostile = {
      get namespaces() {
        throw new Error('a getter that throws')
      },
    }
    expect(sessionAccounts(hostile, 'eip155')).toEqual([])
  })
})

describe('changedChain', () => {
  test('an EVM payload in any form wallets send, else the request chain', () => {
    for (const payload of [10, '0xa', '10', 'eip155:10'])
      expect(changedChain('eip155:1', payload)).toBe('eip155:10')
    expect(changedChain('eip155:10', undefined)).toBe('eip155:10')
    expect(changedChain('eip155:10', { evil: true })).toBe('eip155:10')
  })

  test('a Solana chain as CAIP-2 or a reference; another namespace or a bad request is dropped', () => {
    expect(changedChain(solanaChain, solanaChain)).toBe(solanaChain)
    expect(changedChain('solana:aaa', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solanaChain)
    expect(changedChain(solanaChain, 'eip155:1')).toBeUndefined()
    expect(changedChain('not caip', 1)).toBeUndefined()
    expect(changedChain(42, 1)).toBeUndefined()
  })
})

test('changedAccounts: CAIP-10 of the namespace or bare addresses; anything else drops the event', () => {
  expect(changedAccounts('eip155', [`eip155:1:${evm}`, evm])).toEqual([evm])
  expect(changedAccounts('solana', [`${solanaChain}:${sol}`, `eip155:1:${evm}`])).toEqual([sol])
  expect(changedAccounts('eip155', [])).toEqual([])
  expect(changedAccounts('eip155', 'x')).toBeUndefined()
  expect(changedAccounts('eip155', [evm, 42])).toBeUndefined()
  expect(changedAccounts('eip155', ['<img src=x>'])).toBeUndefined()
})
