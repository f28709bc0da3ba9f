import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test } from 'vitest'
import { closeModal } from '../actions/closeModal.ts'
import { connect } from '../actions/connect.ts'
import { getModalState } from '../actions/getModalState.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { mock } from '../adapters/mock.ts'
import type { AppKitEvents } from '../appKit.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { openPay, pay } from './pay.ts'
import type { PaymentAsset } from './paymentAsset.ts'
import { getPayState } from './payState.ts'
import { payWithWallet } from './payWithWallet.ts'

const merchant = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const oakContract = '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F'
const oak: PaymentAsset = {
  network: 'eip155:1',
  asset: oakContract,
  metadata: { name: 'OAK', symbol: 'OAK', decimals: 18 },
}
const ether: PaymentAsset = {
  network: 'eip155:1',
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

async function setup(
  options: { pay?: boolean; connect?: boolean; adapter?: Parameters<typeof mock>[0] } = {},
) {
  const adapter = mock({
    tokenBalances: { [oakContract]: { value: 10n * 10n ** 18n, decimals: 18, symbol: 'OAK' } },
    ...options.adapter,
  })
  const { appKit } = createTestAppKit({
    adapters: [adapter],
    networks: [mainnet, sepolia],
    features: { pay: options.pay ?? true },
    services: { blockchainApi: false, analytics: false, walletDirectory: false },
  })
  if (options.connect ?? true) await connect(appKit, { connectorId: 'mock' })
  const events: AppKitEvents['pay'][] = []
  appKit.emitter.on('pay', (event) => events.push(event))
  const calls = (method: string) => adapter.calls.filter((call) => call.method === method)
  return { appKit, adapter, events, calls }
}

describe('pay: the switch', () => {
  test('off by default and when off every pay action refuses naming features.pay, opening nothing', async () => {
    const { appKit, calls } = await setup({ pay: false })
    const refusal = expect.objectContaining({
      name: 'FeatureDisabledError',
      shortMessage: 'Paying is switched off',
      details: 'features.pay is false',
    })
    await expect(pay(appKit, { recipient: merchant, amount: '5', asset: oak })).rejects.toEqual(refusal)
    expect(() => openPay(appKit, { recipient: merchant, amount: '5', asset: oak })).toThrowError(refusal)
    await expect(payWithWallet(appKit)).rejects.toEqual(refusal)
    expect(getModalState(appKit).open).toBe(false)
    expect(calls('sendTransfer')).toHaveLength(0)
    expect(createTestAppKit({}).appKit.options.features.pay).toBe(false)
  })
})

describe('pay: checks before anything is asked of the wallet', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a recipient that is no address', { recipient: 'merchant.eth' }, 'Invalid recipient address'],
    [
      'a mixed-case address with a wrong checksum',
      { recipient: merchant.replace('C8', 'c8') },
      'Invalid recipient address',
    ],
    [
      'a Solana address on an EVM network',
      { recipient: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' },
      'Invalid recipient address',
    ],
    ['a zero amount', { amount: '0' }, 'Invalid amount'],
    ['a negative amount', { amount: -5 }, 'Invalid amount'],
    ['more decimals than the asset has', { amount: '1.0000000000000000001' }, 'Invalid amount'],
    ['an amount that is no number', { amount: 'five' }, 'Invalid amount'],
    [
      'a network the app did not configure',
      { asset: { ...oak, network: 'eip155:31337' } },
      'The payment network is not configured',
    ],
    ['an asset that is no address', { asset: { ...oak, asset: 'OAK' } }, 'Invalid payment asset'],
    [
      'an asset without decimals',
      { asset: { network: 'eip155:1', asset: 'native', metadata: { symbol: 'ETH' } } },
      'Invalid payment asset',
    ],
  ]
  test.each(cases)('%s is refused and nothing opens', async (_, change, message) => {
    const { appKit, calls, events } = await setup()
    await expect(
      pay(appKit, { recipient: merchant, amount: '5', asset: oak, ...change } as never),
    ).rejects.toThrowError(expect.objectContaining({ name: 'PayInputError', shortMessage: message }))
    expect(getModalState(appKit).open).toBe(false)
    expect(getPayState(appKit).step).toBe('idle')
    expect(events).toEqual([])
    expect(calls('sendTransfer')).toHaveLength(0)
  })
})

describe('pay with the wallet', () => {
  test('a token payment: the modal opens on Pay, the transfer is sent and confirmed, pay resolves success', async () => {
    const { appKit, calls, events } = await setup()
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'Pay' })
    expect(getPayState(appKit)).toMatchObject({
      step: 'choose',
      payment: { amount: 5n * 10n ** 18n, displayAmount: '5' },
    })
    const direct = await payWithWallet(appKit)
    const hash = `0x${'1'.padStart(64, '0')}`
    expect(direct).toEqual({
      status: 'success',
      hash,
      caipNetworkId: 'eip155:1',
      explorerUrl: `https://etherscan.io/tx/${hash}`,
    })
    await expect(result).resolves.toEqual(direct)
    expect(calls('sendTransfer')).toEqual([
      {
        method: 'sendTransfer',
        parameters: expect.objectContaining({ to: merchant, amount: 5n * 10n ** 18n, token: oakContract }),
      },
    ])
    expect(calls('waitForTransaction')).toEqual([
      { method: 'waitForTransaction', parameters: expect.objectContaining({ hash }) },
    ])
    expect(events.map((e) => e.status)).toEqual(['open', 'initiated', 'success'])
    expect(getPayState(appKit).step).toBe('done')
  })

  test('a native payment sends no token; a number amount is read as whole units', async () => {
    const { appKit, calls } = await setup()
    const result = pay(appKit, { recipient: merchant, amount: 0.25, asset: ether })
    await payWithWallet(appKit)
    expect((await result).status).toBe('success')
    expect(calls('sendTransfer')[0]?.parameters).toMatchObject({ amount: 25n * 10n ** 16n, token: undefined })
  })

  test('a refused signature ends as failure "rejected"; nothing is sent again', async () => {
    const { appKit, events } = await setup({
      adapter: { features: { sendTransferError: new UserRejectedRequestError() } },
    })
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    await payWithWallet(appKit)
    await expect(result).resolves.toMatchObject({ status: 'failure', reason: 'rejected' })
    expect(events.at(-1)).toMatchObject({ status: 'failure', reason: 'rejected' })
    await expect(payWithWallet(appKit)).rejects.toThrowError('No payment is open')
  })

  test('a transaction that reverts on chain (a contract refusing the tokens) ends as failure "reverted"', async () => {
    const { appKit } = await setup({ adapter: { features: { receiptStatus: 'reverted' } } })
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    await payWithWallet(appKit)
    await expect(result).resolves.toMatchObject({
      status: 'failure',
      reason: 'reverted',
      error: expect.objectContaining({ shortMessage: 'The payment transaction reverted' }),
    })
  })

  test('a wallet answering no transaction id ends as failure "error"', async () => {
    const { appKit, adapter } = await setup()
    const hold = adapter.hold('sendTransfer')
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    const paying = payWithWallet(appKit)
    hold.answer('not a hash')
    await paying
    await expect(result).resolves.toMatchObject({
      status: 'failure',
      reason: 'error',
      error: expect.objectContaining({ shortMessage: 'The wallet did not answer with a transaction id' }),
    })
  })

  test('on another network the wallet is not asked until it switched', async () => {
    const { appKit, calls } = await setup()
    await switchNetwork(appKit, sepolia)
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    await expect(payWithWallet(appKit)).rejects.toThrowError(
      expect.objectContaining({
        shortMessage: 'The wallet is on another network: switch to the payment network first',
        details: 'The payment is on Ethereum; the wallet is on Sepolia',
      }),
    )
    expect(calls('sendTransfer')).toHaveLength(0)
    expect(getPayState(appKit).step).toBe('choose')
    await switchNetwork(appKit, mainnet)
    await payWithWallet(appKit)
    expect((await result).status).toBe('success')
  })

  test('without a connected wallet paying with the wallet is refused', async () => {
    const { appKit } = await setup({ connect: false })
    void pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    await expect(payWithWallet(appKit)).rejects.toThrowError('Connect a wallet on the payment network to pay')
  })

  test('a double click pays once: the same promise, one transfer; a second pay joins the first', async () => {
    const { appKit, adapter, calls } = await setup()
    const hold = adapter.hold('sendTransfer')
    const first = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    expect(pay(appKit, { recipient: merchant, amount: '7', asset: oak })).toBe(first)
    expect(() => openPay(appKit, { recipient: merchant, amount: '7', asset: oak })).toThrowError(
      'A payment is already open',
    )
    const click = payWithWallet(appKit)
    expect(payWithWallet(appKit)).toBe(click)
    hold.release()
    await click
    await first
    await expect(payWithWallet(appKit)).rejects.toThrowError('No payment is open')
    expect(calls('sendTransfer')).toHaveLength(1)
  })

  test('closing the modal before paying ends the payment as cancel; a new one can open after', async () => {
    const { appKit, events } = await setup()
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    closeModal(appKit)
    await expect(result).resolves.toEqual({ status: 'cancel' })
    expect(events.map((e) => e.status)).toEqual(['open', 'cancel'])
    const next = pay(appKit, { recipient: merchant, amount: '1', asset: oak })
    expect(next).not.toBe(result)
    await payWithWallet(appKit)
    expect((await next).status).toBe('success')
  })
})
