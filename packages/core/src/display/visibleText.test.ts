import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test } from 'vitest'
import { applyConnectionResult } from '../actions/applyConnection.ts'
import { getAccount } from '../actions/getAccount.ts'
import { getConnectors } from '../actions/getConnectors.ts'
import { mock } from '../adapters/mock.ts'
import { balanceResponseSchema } from '../api/balance.ts'
import { convertTokensResponseSchema } from '../api/convert.ts'
import { transactionTransferSchema } from '../api/history.ts'
import { identityResponseSchema } from '../api/identity.ts'
import { reverseLookupResponseSchema } from '../api/profile.ts'
import { getWalletsResponseSchema } from '../api/walletDirectory.ts'
import { toTokenBalance } from '../rest/toTokenBalance.ts'
import { visibleText } from './visibleText.ts'

test('no bidi control survives: "Safe\\u202eteLLaW" reads as written, not reordered', () => {
  expect(visibleText('Safe\u202eteLLaW')).toBe('SafeteLLaW')
  const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c'
  expect(visibleText(`Meta${controls}Mask`)).toBe('MetaMask')
})

test('zero-width and other invisible characters go; visible text, accents and emoji stay', () => {
  expect(visibleText('Tr\u200bust\u200c \u2060Wal\u00adlet\ufeff')).toBe('Trust Wallet')
  expect(visibleText('\u3164 Zerion\n')).toBe('Zerion')
  expect(visibleText('Rainbow 🌈 Éclair 钱包')).toBe('Rainbow 🌈 Éclair 钱包')
})

test('a name made only of invisible characters is empty, for the caller to replace', () => {
  expect(visibleText('\u202e\u200b\u2066 \u2069')).toBe('')
})

describe('names from outside are cleaned where they enter the SDK', () => {
  const spoof = 'Safe\u202eteLLaW'
  const blank = '\u202e\u200b\u2066'

  test('wallet directory: the listing reads "SafeteLLaW"; one with no visible name is left out of its page', () => {
    const page = getWalletsResponseSchema.parse({
      data: [
        { id: 'a', name: spoof },
        { id: 'b', name: blank },
      ],
      count: 2,
    })
    expect(page.data.map((w) => w.name)).toEqual(['SafeteLLaW'])
    expect(page.count).toBe(2)
  })

  test('announced wallets (EIP-6963, Wallet Standard): cleaned, or their rdns / id when nothing is visible', () => {
    const { appKit } = createTestAppKit({
      adapter: mock({
        connectors: [
          { id: 'a', type: 'ANNOUNCED', name: spoof, chain: 'eip155' },
          { id: 'b', type: 'ANNOUNCED', name: blank, chain: 'eip155', info: { rdns: 'io.example.wallet' } },
          { id: 'c', type: 'INJECTED', name: blank, chain: 'eip155' },
        ],
      }),
    })
    expect(getConnectors(appKit).map((c) => c.name)).toEqual(['SafeteLLaW', 'io.example.wallet', 'c'])
  })

  test('a WalletConnect peer: its name cleaned; none visible keeps the wallet the visitor picked', () => {
    const { appKit } = createTestAppKit({ adapter: mock() })
    const accounts = [
      { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' },
    ] as const
    applyConnectionResult(appKit, 'eip155', {
      connectorId: 'mock',
      accounts,
      chainId: 1,
      wallet: { name: spoof },
    })
    expect(getAccount(appKit).connectedWalletInfo?.name).toBe('SafeteLLaW')
    const { appKit: other } = createTestAppKit({ adapter: mock() })
    applyConnectionResult(other, 'eip155', {
      connectorId: 'mock',
      accounts,
      chainId: 1,
      wallet: { name: blank },
    })
    expect(getAccount(other).connectedWalletInfo).toBeUndefined()
  })

  test('tokens: balances, swap tokens and activity; a name with nothing visible reads as the symbol', () => {
    const quantity = { decimals: '18', numeric: '1' }
    const { balances } = balanceResponseSchema.parse({
      balances: [
        { name: spoof, symbol: `U\u200bSDC`, chainId: 'eip155:1', price: 1, quantity },
        { name: blank, symbol: 'ETH\u2069', chainId: 'eip155:1', price: 1, quantity },
        { name: 'Ghost', symbol: blank, chainId: 'eip155:1', price: 1, quantity },
      ],
    })
    expect(balances.map((b) => toTokenBalance(b, undefined)).map((t) => [t?.name, t?.symbol])).toEqual([
      ['SafeteLLaW', 'USDC'],
      ['ETH', 'ETH'],
    ])
    const { tokens } = convertTokensResponseSchema.parse({
      tokens: [
        { name: spoof, symbol: 'S\u202eAFE', address: 'eip155:1:0x1', decimals: 18 },
        { name: 'x', symbol: blank, address: 'eip155:1:0x2', decimals: 18 },
      ],
    })
    expect(tokens.map((t) => `${t.name} ${t.symbol}`)).toEqual(['SafeteLLaW SAFE'])
    const transfer = transactionTransferSchema.parse({
      fungible_info: { name: spoof, symbol: blank },
      nft_info: { name: `Ape\u200f #1`, flags: { is_spam: false } },
      direction: 'in',
      quantity: { numeric: '1' },
    })
    expect([transfer.fungible_info?.name, transfer.fungible_info?.symbol, transfer.nft_info?.name]).toEqual([
      'SafeteLLaW',
      undefined,
      'Ape #1',
    ])
  })

  test('account names: identity and name records cleaned; nothing visible is no name (the address shows)', () => {
    expect(identityResponseSchema.parse({ name: `vit\u202ealik.eth`, avatar: null }).name).toBe('vitalik.eth')
    expect(identityResponseSchema.parse({ name: blank, avatar: null }).name).toBeNull()
    const record = (name: string) => ({ name, registered_at: '2026-01-01T00:00:00Z', addresses: {} })
    expect(reverseLookupResponseSchema.parse([record(`ali\u200bce.reown.id`), record(blank)])).toEqual([
      expect.objectContaining({ name: 'alice.reown.id' }),
    ])
  })
})
