import { connect, mock, UserRejectedRequestError } from '@openappkit/core'
import { testApi as api, createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { etherBalance, supportedChainsHandler, tokenBalance } from '../../test/balances.ts'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useAppKitEvents } from './useAppKitEvents.ts'
import { useSend } from './useSend.ts'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const priced: string[] = []
const server = setupServer(
  supportedChainsHandler(api),
  http.get(`${api}/v1/account/:address/balance`, () =>
    HttpResponse.json({ balances: [etherBalance, tokenBalance] }),
  ),
  http.post(`${api}/v1/fungible/price`, async ({ request }) => {
    const { addresses } = (await request.json()) as { addresses: string[] }
    priced.push(...addresses)
    // A token the service does not know is left out; one garbage entry is dropped, not the list.
    return HttpResponse.json({
      fungibles: [
        {
          address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: null,
          price: 2500,
        },
        {
          address: 'eip155:1:0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
          name: 'OAK',
          symbol: 'OAK',
          price: 'lots',
        },
      ],
    })
  }),
  http.get(`${api}/v1/convert/gas-price`, () =>
    HttpResponse.json({ standard: '1000000000', fast: '2', instant: '3' }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

async function setup() {
  const adapter = mock()
  const { appKit } = createTestAppKit({ adapter })
  await connect(appKit, { connectorId: 'mock' })
  const events: string[] = []
  const hook = renderHook(
    () => {
      useAppKitEvents({ onEvent: (event) => event.name === 'send' && events.push(event.data.status) })
      return useSend()
    },
    { wrapper: wrapperFor(appKit) },
  )
  const sends = () => adapter.calls.filter((c) => c.method === 'sendTransfer')
  return { appKit, adapter, hook, events, sends }
}

test('the draft, the fee and Max, then send as a mutation: pending, success with the hash, the form reset', async () => {
  const { adapter, hook, events, sends } = await setup()
  act(() => {
    hook.result.current.setToken(etherBalance)
    hook.result.current.setReceiver(receiver)
  })
  await waitFor(() => expect(hook.result.current.receiverAddress).toBe(receiver))
  // 21 000 gas at 1 gwei: Max leaves it for the fee.
  await waitFor(() => expect(hook.result.current.fee?.formatted).toBe('0.000021'))
  expect(hook.result.current.maxAmount).toBe('2.499979')
  act(() => hook.result.current.setAmount('1'))
  // USD from POST /v1/fungible/price (2500 there; the portfolio said 3000).
  await waitFor(() => expect(hook.result.current.amountInUsd).toBe('2500.00'))
  expect(priced).toContain('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
  const hold = adapter.hold('sendTransfer')
  act(() => hook.result.current.send())
  await waitFor(() => expect(hold.reached).toBe(true))
  expect(hook.result.current.isPending).toBe(true)
  expect(hook.result.current.loading).toBe(true)
  // A second click while the wallet decides sends nothing.
  act(() => hook.result.current.send())
  hold.release()
  await waitFor(() => expect(hook.result.current.status).toBe('success'))
  expect(hook.result.current.hash).toMatch(/^0x0+1$/)
  expect(hook.result.current.explorerUrl).toBe(`https://etherscan.io/tx/${hook.result.current.hash}`)
  expect(sends()).toHaveLength(1)
  expect(sends()[0]?.parameters).toMatchObject({ from: testAddress, to: receiver, amount: 10n ** 18n })
  expect(hook.result.current).toMatchObject({ token: undefined, sendTokenAmount: undefined, loading: false })
  await waitFor(() => expect(events).toEqual(['initiated', 'success']))
})

test('tokenBalances and networkBalanceInUSD come from the portfolio', async () => {
  const { hook } = await setup()
  expect(hook.result.current.tokenBalances).toEqual([])
  await waitFor(() => expect(hook.result.current.tokenBalances).toEqual([etherBalance, tokenBalance]))
  // 2.5 ETH at 3000 USD.
  expect(hook.result.current.networkBalanceInUSD).toBe('7500.00')
})

test('a refusal: status error with UserRejectedRequestError, the form kept', async () => {
  const { adapter, hook, events } = await setup()
  act(() => {
    hook.result.current.setToken(tokenBalance)
    hook.result.current.setAmount('5')
    hook.result.current.setReceiver(receiver)
  })
  await waitFor(() => expect(hook.result.current.receiverAddress).toBe(receiver))
  // The service's OAK price was garbage: no USD value rather than a wrong one.
  await waitFor(() => expect(priced).toContain(tokenBalance.address))
  expect(hook.result.current.amountInUsd).toBeUndefined()
  const hold = adapter.hold('sendTransfer')
  act(() => hook.result.current.send())
  await waitFor(() => expect(hold.reached).toBe(true))
  hold.fail(new UserRejectedRequestError())
  await waitFor(() => expect(hook.result.current.status).toBe('error'))
  expect(hook.result.current.error).toBeInstanceOf(UserRejectedRequestError)
  expect(hook.result.current).toMatchObject({
    sendTokenAmount: '5',
    receiverAddress: receiver,
    loading: false,
  })
  expect(hook.result.current.token?.symbol).toBe('OAK')
  await waitFor(() => expect(events).toEqual(['initiated', 'error']))
})

test('a missing field: the SPEC message as the error, no wallet asked', async () => {
  const { hook, sends } = await setup()
  act(() => hook.result.current.send())
  await waitFor(() => expect(hook.result.current.status).toBe('error'))
  expect((hook.result.current.error as { shortMessage?: string }).shortMessage).toBe(
    'An amount and receiver address are required',
  )
  expect(sends()).toEqual([])
})
