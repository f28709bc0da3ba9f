import { createTestAppKit } from '@openappkit/testing/vitest'
import { expect, test } from 'vitest'
import { connect } from '../actions/connect.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { type MockAdapterParameters, mock } from '../adapters/mock.ts'
import type { ConnectionResult } from '../adapters/types.ts'
import { setPreferredAccountType } from '../embedded/setPreferredAccountType.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { solanaNetworks } from '../networks/solanaNetworks.ts'
import { getCallsStatus } from './getCallsStatus.ts'
import { getCapabilities } from './getCapabilities.ts'
import { type SendCallsProgress, sendCalls } from './sendCalls.ts'

// EIP-5792 batches on the mock wallet: one batch where the wallet reports atomic support, one call
// at a time with honest progress where it does not, and what must never happen (a call sent twice,
// a refused batch sent anyway, a batch finished from another account).

const token = '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F'
const approve = { to: token, data: '0x095ea7b3' }
const transfer = { to: token, data: '0xa9059cbb', value: 0n }

async function setup(features: MockAdapterParameters['features'] = { capabilities: true }) {
  const made = createTestAppKit({ adapter: mock({ features }), networks: [mainnet, sepolia] })
  await connect(made.appKit, { connectorId: 'mock', network: mainnet })
  return made
}
const sentWith = (adapter: ReturnType<typeof mock>, method: string) =>
  adapter.calls.filter((c) => c.method === method)

test('an atomic wallet gets one batch: one request, the id, then pending → success with its receipt', async () => {
  const { appKit, adapter } = await setup()
  expect(await getCapabilities(appKit)).toMatchObject({ 1: { atomic: { status: 'supported' } } })
  const progress: SendCallsProgress[] = []
  const result = await sendCalls(appKit, { calls: [approve, transfer], onProgress: (p) => progress.push(p) })
  expect(result).toEqual({ id: 'mock-calls-1', atomic: true, caipNetworkId: 'eip155:1' })
  expect(sentWith(adapter, 'sendCalls').map((c) => c.parameters)).toEqual([
    { from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network: mainnet, calls: [approve, transfer] },
  ])
  expect(sentWith(adapter, 'sendTransaction')).toEqual([])
  expect(progress).toEqual([{ done: 2, total: 2 }])
  expect((await getCallsStatus(appKit, result.id)).status).toBe('pending')
  expect(await getCallsStatus(appKit, result.id)).toEqual({
    status: 'success',
    atomic: true,
    receipts: [{ transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/), status: 'success' }],
  })
})

test('a wallet without atomic batches: one transaction per call, in order, progress after each; the status reads every receipt', async () => {
  const { appKit, adapter } = await setup({ capabilities: 'sequential' })
  const progress: SendCallsProgress[] = []
  const result = await sendCalls(appKit, { calls: [approve, transfer], onProgress: (p) => progress.push(p) })
  expect(result.atomic).toBe(false)
  expect(sentWith(adapter, 'sendCalls')).toEqual([])
  expect(sentWith(adapter, 'sendTransaction').map((c) => (c.parameters as { data: string }).data)).toEqual([
    approve.data,
    transfer.data,
  ])
  expect(progress).toEqual([
    { done: 1, total: 2 },
    { done: 2, total: 2 },
  ])
  const status = await getCallsStatus(appKit, result.id)
  expect(status).toMatchObject({ status: 'success', atomic: false })
  expect(status.receipts).toHaveLength(2)
})

test('one at a time: a refusal of the second call stops there, says how many went out, and sends nothing again', async () => {
  const { appKit, adapter } = await setup({ capabilities: 'sequential' })
  adapter.hold('sendTransaction').release()
  adapter.hold('sendTransaction').fail(new UserRejectedRequestError())
  const progress: SendCallsProgress[] = []
  const error = await sendCalls(appKit, {
    calls: [approve, transfer],
    onProgress: (p) => progress.push(p),
  }).catch((e: unknown) => e)
  expect(error).toMatchObject({
    name: 'BatchError',
    shortMessage: 'The batch stopped before all its calls were sent',
    details: '1 of 2 calls were sent; the others were not',
    cause: expect.any(UserRejectedRequestError),
  })
  expect(sentWith(adapter, 'sendTransaction')).toHaveLength(2)
  expect(progress).toEqual([{ done: 1, total: 2 }])
  // A refusal of the first call is the wallet's own error: nothing went out.
  adapter.hold('sendTransaction').fail(new UserRejectedRequestError())
  await expect(sendCalls(appKit, { calls: [approve, transfer] })).rejects.toBeInstanceOf(
    UserRejectedRequestError,
  )
  expect(sentWith(adapter, 'sendTransaction')).toHaveLength(3)
})

test('one at a time: an account or network change between two calls stops the batch; a wallet answering garbage too', async () => {
  const { appKit, adapter } = await setup({ capabilities: 'sequential' })
  const held = adapter.hold('sendTransaction')
  const sending = sendCalls(appKit, { calls: [approve, transfer] })
  await expect.poll(() => held.reached).toBe(true)
  adapter.emit({
    type: 'accountsChanged',
    accounts: [{ namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }],
  })
  held.release()
  await expect(sending).rejects.toMatchObject({
    shortMessage: 'The account or network changed while the batch was being sent',
    details: '1 of 2 calls were sent; the others were not',
  })
  expect(sentWith(adapter, 'sendTransaction')).toHaveLength(1)

  const onSepolia = await setup({ capabilities: 'sequential' })
  const next = onSepolia.adapter.hold('sendTransaction')
  const moving = sendCalls(onSepolia.appKit, { calls: [approve, transfer] })
  await expect.poll(() => next.reached).toBe(true)
  await switchNetwork(onSepolia.appKit, sepolia)
  next.release()
  await expect(moving).rejects.toMatchObject({
    shortMessage: 'The account or network changed while the batch was being sent',
  })
  expect(sentWith(onSepolia.adapter, 'sendTransaction')).toHaveLength(1)

  onSepolia.adapter.hold('sendTransaction').answer({ hash: 'nope' })
  await expect(sendCalls(onSepolia.appKit, { calls: [approve] })).rejects.toMatchObject({
    shortMessage: 'The wallet did not answer with a transaction id',
    details: 'The wallet answered {"hash":"nope"}; 0 of 1 calls were sent; the others were not',
  })
})

test('a batch the wallet refuses (its bundler, its user) rejects as the wallet said and is not sent one call at a time instead', async () => {
  const { appKit, adapter } = await setup({
    capabilities: true,
    sendCallsError: new Error('Sponsorship is off'),
  })
  await expect(sendCalls(appKit, { calls: [approve, transfer] })).rejects.toThrow('Sponsorship is off')
  expect(sentWith(adapter, 'sendCalls')).toHaveLength(1)
  expect(sentWith(adapter, 'sendTransaction')).toEqual([])
})

test('no account switch and no second batch while a batch is pending: the batch goes out once, then the switch works', async () => {
  const adapter = mock({
    features: { capabilities: true },
    connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }],
  })
  const result = (active: 'eoa' | 'smartAccount'): ConnectionResult => {
    const smart = {
      namespace: 'eip155',
      address: '0x5555555555555555555555555555555555555555',
      type: 'smartAccount',
    }
    const eoa = { namespace: 'eip155', address: '0x1111111111111111111111111111111111111111', type: 'eoa' }
    return {
      connectorId: 'auth',
      accounts: (active === 'eoa' ? [eoa, smart] : [smart, eoa]) as ConnectionResult['accounts'],
      chainId: 1,
      user: { preferredAccountType: active, smartAccountEnabledNetworks: [1] },
    }
  }
  Object.assign(adapter, {
    setAccountType: async ({ type }: { type: 'eoa' | 'smartAccount' }) => result(type),
  })
  const { appKit } = createTestAppKit({ adapter, networks: [mainnet] })
  adapter.hold('connect').answer(result('smartAccount'))
  await connect(appKit, { connectorId: 'auth', namespace: 'eip155' })

  const held = adapter.hold('sendCalls')
  const sending = sendCalls(appKit, { calls: [approve, transfer] })
  await expect.poll(() => held.reached).toBe(true)
  await expect(setPreferredAccountType(appKit, 'eoa')).rejects.toMatchObject({
    name: 'AccountTypeSwitchError',
    shortMessage: 'A batch of calls is still being sent: wait for it before switching accounts',
  })
  await expect(sendCalls(appKit, { calls: [approve] })).rejects.toMatchObject({
    shortMessage: 'A batch of calls is still being sent',
  })
  expect(appKit.store.get(appKit.atoms.account('eip155')).address).toBe(
    '0x5555555555555555555555555555555555555555',
  )
  held.release()
  expect((await sending).id).toBe('mock-calls-1')
  expect(sentWith(adapter, 'sendCalls')).toHaveLength(1)
  expect(await setPreferredAccountType(appKit, 'eoa')).toBe('eoa')
})

test('bad calls are refused before the wallet is asked', async () => {
  const { appKit, adapter } = await setup()
  const bad: [unknown, string][] = [
    [{ calls: [] }, 'Too small: expected array to have >=1 items'],
    [{ calls: [{ to: 'bob' }] }, 'Invalid input: expected a 0x address'],
    [{ calls: [{ to: token, data: '0xabc' }] }, 'Invalid input: expected 0x-prefixed hex bytes'],
    [{ calls: [{ to: token, value: -1n }] }, 'Invalid input: expected a bigint >= 0'],
    [{ calls: [{ to: token, value: 1 }] }, 'Invalid input: expected a bigint >= 0'],
    [{ calls: [{ to: token, gas: 1n }] }, 'Unrecognized key: "gas"'],
  ]
  for (const [parameters, detail] of bad)
    await expect(sendCalls(appKit, parameters as never)).rejects.toMatchObject({
      shortMessage: 'Invalid sendCalls parameters',
      details: expect.stringContaining(detail),
    })
  expect(adapter.calls.filter((c) => c.method.startsWith('send') || c.method === 'getCapabilities')).toEqual(
    [],
  )
})

test('getCallsStatus: an unknown or empty id is refused with a clear error', async () => {
  const { appKit } = await setup()
  await expect(getCallsStatus(appKit, `0x${'ab'.repeat(32)}`)).rejects.toMatchObject({
    name: 'BatchError',
    shortMessage: 'The wallet does not know this batch',
  })
  await expect(getCallsStatus(appKit, '')).rejects.toMatchObject({
    shortMessage: 'Invalid getCallsStatus parameters',
  })
})

test('Solana has no batches: each action says so and asks no wallet', async () => {
  const adapter = mock({ namespace: 'solana' })
  const { appKit } = createTestAppKit({ adapter, networks: solanaNetworks })
  await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
  const notEvm = {
    name: 'BatchError',
    shortMessage: 'Batches of calls are for EVM networks only',
    details: 'The active network is on solana, which has no EIP-5792 batches',
  }
  await expect(sendCalls(appKit, { calls: [approve] })).rejects.toMatchObject(notEvm)
  await expect(getCapabilities(appKit)).rejects.toMatchObject(notEvm)
  await expect(getCallsStatus(appKit, 'some-id')).rejects.toMatchObject(notEvm)
})
