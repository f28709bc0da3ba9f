import { describe, expect, test } from 'vitest'
import { mainnet } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { isReceiverAddress, isSentTransactionId } from './isReceiverAddress.ts'
import { maxSendAmount } from './maxSendAmount.ts'
import { sendFeeInUsd } from './sendBalances.ts'
import { sendAmountInUsd } from './sendQueryOptions.ts'
import { validateSend } from './validateSend.ts'
import { walletFeatureButtons } from './walletFeatureButtons.ts'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ether = { symbol: 'ETH', price: 3000, quantity: { decimals: '18', numeric: '2.5' } }
const oak = {
  symbol: 'OAK',
  price: 2,
  address: 'eip155:1:0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
  quantity: { decimals: '18', numeric: '10' },
}
const polkadot = {
  ...mainnet,
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
}
const draft = { network: mainnet, token: ether, sendTokenAmount: '1', receiverAddress: receiver }

describe('validateSend: SPEC §5 word for word', () => {
  test('only eip155 and solana send', () => {
    expect(() => validateSend({ ...draft, network: polkadot as CaipNetwork })).toThrow(
      expect.objectContaining({ shortMessage: 'Unsupported chain' }),
    )
    expect(() => validateSend({ ...draft, network: undefined })).toThrow(
      expect.objectContaining({ shortMessage: 'Unsupported chain' }),
    )
  })

  test('an amount and a receiver are required, then a token', () => {
    for (const missing of [
      { sendTokenAmount: undefined },
      { sendTokenAmount: '  ' },
      { receiverAddress: undefined },
      { receiverAddress: '' },
    ]) {
      expect(() => validateSend({ ...draft, ...missing })).toThrow(
        expect.objectContaining({ shortMessage: 'An amount and receiver address are required' }),
      )
    }
    // The amount and receiver come first, as the flow checks them.
    expect(() => validateSend({ ...draft, token: undefined, receiverAddress: undefined })).toThrow(
      'An amount and receiver address are required',
    )
    expect(() => validateSend({ ...draft, token: undefined })).toThrow(
      expect.objectContaining({ shortMessage: 'A token is required' }),
    )
  })
})

describe('validateSend: the rest of a draft', () => {
  test('a native send in wei; a token send to its bare contract', () => {
    expect(validateSend({ ...draft, sendTokenAmount: '1.25' })).toMatchObject({
      namespace: 'eip155',
      to: receiver,
      amount: 1_250_000_000_000_000_000n,
      token: undefined,
    })
    expect(validateSend({ ...draft, token: oak, sendTokenAmount: '10' })).toMatchObject({
      amount: 10n * 10n ** 18n,
      token: '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
    })
  })

  test('garbage amounts, too many decimals, zero and more than the balance are refused', () => {
    const six = { ...oak, quantity: { decimals: '6', numeric: '5' } }
    for (const [amount, token, message] of [
      ['abc', ether, 'Invalid amount'],
      ['1e3', ether, 'Invalid amount'],
      ['-1', ether, 'Invalid amount'],
      ['0', ether, 'Invalid amount'],
      ['0.0000001', six, 'Invalid amount'],
      ['2.6', ether, 'Insufficient balance'],
      ['5.000001', six, 'Insufficient balance'],
      ['5.1', six, 'Insufficient balance'],
    ] as const) {
      expect(() => validateSend({ ...draft, token, sendTokenAmount: amount }), amount).toThrow(
        expect.objectContaining({ shortMessage: message }),
      )
    }
    expect(validateSend({ ...draft, token: six, sendTokenAmount: '5' }).amount).toBe(5_000_000n)
  })

  test('a receiver must be an address of the namespace', () => {
    for (const to of ['0x123', 'vitalik', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', `${receiver}0`]) {
      expect(() => validateSend({ ...draft, receiverAddress: to }), to).toThrow('Invalid receiver address')
    }
    const sol = { symbol: 'SOL', price: 150, quantity: { decimals: '9', numeric: '3' } }
    expect(
      validateSend({
        network: solana,
        token: sol,
        sendTokenAmount: '1',
        receiverAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      }),
    ).toMatchObject({ namespace: 'solana', amount: 10n ** 9n })
    expect(() =>
      validateSend({ network: solana, token: sol, sendTokenAmount: '1', receiverAddress: receiver }),
    ).toThrow('Invalid receiver address')
  })

  test('a mixed-case EVM receiver with a one-character checksum typo is refused; one case is fine', () => {
    // 0x7099…79C8 with its last C typed as c: still 20 hex bytes, not the checksummed address.
    const typo = `${receiver.slice(0, -2)}c8`
    expect(typo.toLowerCase()).toBe(receiver.toLowerCase())
    expect(() => validateSend({ ...draft, receiverAddress: typo })).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid receiver address' }),
    )
    for (const to of [receiver, receiver.toLowerCase(), `0x${receiver.slice(2).toUpperCase()}`]) {
      expect(validateSend({ ...draft, receiverAddress: to }).to, to).toBe(to)
    }
  })

  test('a token of another network than the active one is refused, whatever its balance there', () => {
    const sepoliaOak = { ...oak, address: 'eip155:11155111:0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F' }
    const sepoliaEther = { ...ether, chainId: 'eip155:11155111' }
    for (const token of [sepoliaOak, sepoliaEther]) {
      expect(() => validateSend({ ...draft, token, sendTokenAmount: '1' }), token.symbol).toThrow(
        expect.objectContaining({ shortMessage: 'This token is on another network' }),
      )
    }
    // The portfolio's own tokens of the active network (chainId and CAIP-10 address) pass.
    expect(validateSend({ ...draft, token: { ...oak, chainId: 'eip155:1' } }).token).toBe(
      '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
    )
    expect(validateSend({ ...draft, token: { ...ether, chainId: 'eip155:1' } }).token).toBeUndefined()
  })
})

test('addresses and transaction ids per namespace', () => {
  expect(isReceiverAddress('eip155', receiver.toLowerCase())).toBe(true)
  expect(isReceiverAddress('solana', '11111111111111111111111111111111')).toBe(true)
  expect(isReceiverAddress('solana', '0OIl1111111111111111111111111111')).toBe(false)
  expect(isReceiverAddress('bip122', receiver)).toBe(false)
  expect(isSentTransactionId('eip155', `0x${'ab'.repeat(32)}`)).toBe(true)
  expect(isSentTransactionId('eip155', { hash: `0x${'ab'.repeat(32)}` })).toBe(false)
  expect(isSentTransactionId('eip155', `0x${'ab'.repeat(31)}`)).toBe(false)
  expect(isSentTransactionId('solana', '5'.repeat(87))).toBe(true)
  expect(isSentTransactionId('solana', 'abc')).toBe(false)
})

test('Max leaves the fee for native sends, the whole balance for tokens', () => {
  expect(maxSendAmount(ether, 21_000n * 10n ** 9n)).toBe('2.499979')
  expect(maxSendAmount(ether, undefined)).toBeUndefined()
  expect(maxSendAmount({ ...ether, quantity: { decimals: '18', numeric: '0.00001' } }, 10n ** 15n)).toBe('0')
  expect(maxSendAmount(oak, undefined)).toBe('10')
  expect(maxSendAmount({ ...oak, quantity: { decimals: '18', numeric: 'lots' } }, 0n)).toBeUndefined()
})

test('wallet-feature buttons: SPEC §2 order (or the app’s), only features that are on and have a view', () => {
  const on = { onramp: true, swaps: true, receive: true, send: true }
  const order = ['onramp', 'swaps', 'receive', 'send'] as const
  expect(
    walletFeatureButtons({ ...on, walletFeaturesOrder: order }, ['send', 'receive', 'swaps', 'onramp']),
  ).toEqual(order)
  expect(walletFeatureButtons({ ...on, walletFeaturesOrder: order }, ['send', 'receive'])).toEqual([
    'receive',
    'send',
  ])
  expect(
    walletFeatureButtons({ ...on, receive: false, walletFeaturesOrder: order }, ['send', 'receive']),
  ).toEqual(['send'])
  expect(
    walletFeatureButtons({ ...on, walletFeaturesOrder: ['send', 'receive', 'send'] }, ['send', 'receive']),
  ).toEqual(['send', 'receive'])
})

test('the amount in USD, to the cent; nothing for garbage', () => {
  expect(sendAmountInUsd('1.5', 3000)).toBe('4500.00')
  expect(sendAmountInUsd('0.333', 1)).toBe('0.33')
  for (const [amount, price] of [
    ['abc', 1],
    ['', 1],
    ['1', null],
    ['1', undefined],
    ['-1', 1],
  ] as const)
    expect(sendAmountInUsd(amount, price)).toBeUndefined()
})

test("the fee in USD is priced as the portfolio prices the network's native coin, and unknown without that price", () => {
  const token = (chainId: string, price: number, address?: string) => ({
    name: 'x',
    symbol: 'x',
    chainId,
    address,
    price,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  })
  const fee = { formatted: '0.000021' }
  const portfolio = [token('eip155:1', 2, '0xoak'), token('eip155:10', 1000), token('eip155:1', 3000)]
  expect(sendFeeInUsd(fee, portfolio, mainnet)).toBe('0.06')
  expect(sendFeeInUsd(fee, portfolio.slice(0, 2), mainnet)).toBeUndefined()
  expect(sendFeeInUsd(undefined, portfolio, mainnet)).toBeUndefined()
  expect(sendFeeInUsd(fee, [token('eip155:1', 0)], mainnet)).toBeUndefined()
})
