import { connect, mock, type PaymentAsset, switchNetwork, UserRejectedRequestError } from '@openappkit/core'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useAppKitEvents } from './useAppKitEvents.ts'
import { usePay } from './usePay.ts'

const merchant = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ether: PaymentAsset = {
  network: 'eip155:1',
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

async function setup(adapter = mock()) {
  const { appKit } = createTestAppKit({ adapter, features: { pay: true } })
  await connect(appKit, { connectorId: 'mock' })
  const events: string[] = []
  const hook = renderHook(
    () => {
      useAppKitEvents({ onEvent: (event) => event.name === 'pay' && events.push(event.data.status) })
      return usePay()
    },
    { wrapper: wrapperFor(appKit) },
  )
  return { appKit, adapter, hook, events }
}

test('idle, then in progress while open and paying, then done with the success and its hash', async () => {
  const { adapter, hook, events } = await setup()
  expect(hook.result.current).toMatchObject({ status: 'idle', result: undefined, error: null })
  act(() => hook.result.current.pay({ recipient: merchant, amount: '0.5', asset: ether }))
  await waitFor(() => expect(hook.result.current).toMatchObject({ status: 'inProgress', step: 'choose' }))
  expect(hook.result.current.payment?.displayAmount).toBe('0.5')
  const hold = adapter.hold('sendTransfer')
  act(() => hook.result.current.payWithWallet())
  await waitFor(() => expect(hook.result.current.step).toBe('paying'))
  hold.release()
  await waitFor(() => expect(hook.result.current.status).toBe('done'))
  expect(hook.result.current.result).toMatchObject({ status: 'success', hash: `0x${'1'.padStart(64, '0')}` })
  expect(events).toEqual(['open', 'initiated', 'success'])
})

test('a refusal before anything opens is the error; a wallet refusal is the result', async () => {
  const { hook } = await setup(mock({ features: { sendTransferError: new UserRejectedRequestError() } }))
  act(() => hook.result.current.pay({ recipient: 'nobody', amount: '1', asset: ether }))
  await waitFor(() => expect(hook.result.current.error?.message).toContain('Invalid recipient address'))
  expect(hook.result.current.status).toBe('idle')
  act(() => hook.result.current.pay({ recipient: merchant, amount: '1', asset: ether }))
  await waitFor(() => expect(hook.result.current.step).toBe('choose'))
  act(() => hook.result.current.payWithWallet())
  await waitFor(() =>
    expect(hook.result.current.result).toMatchObject({ status: 'failure', reason: 'rejected' }),
  )
})

test('on another network payWithWallet is refused as the error, and nothing is sent', async () => {
  const { appKit, adapter, hook } = await setup()
  const sepolia = appKit.networks.find((n) => n.caipNetworkId === 'eip155:11155111')
  if (sepolia) await switchNetwork(appKit, sepolia)
  act(() => hook.result.current.openPay({ recipient: merchant, amount: '1', asset: ether }))
  act(() => hook.result.current.payWithWallet())
  await waitFor(() =>
    expect(hook.result.current.error?.message).toContain('switch to the payment network first'),
  )
  expect(hook.result.current.step).toBe('choose')
  expect(adapter.calls.filter((c) => c.method === 'sendTransfer')).toEqual([])
})
