import { connect } from '@openappkit/core'
import { testApi as api, createTestAppKit } from '@openappkit/testing/vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { useBalance } from '../src/hooks/useBalance.ts'
import { useIdentity } from '../src/hooks/useIdentity.ts'
import { useName } from '../src/hooks/useName.ts'
import { usePortfolio } from '../src/hooks/usePortfolio.ts'
import { etherBalance, supportedChainsHandler, tokenBalance } from './balances.ts'
import { wrapperFor } from './wrapperFor.tsx'

const hits: Record<string, number> = {}
const count = (name: string) => {
  hits[name] = (hits[name] ?? 0) + 1
}
const server = setupServer(
  supportedChainsHandler(api),
  http.get(`${api}/v1/account/:address/balance`, () => {
    count('balance')
    return HttpResponse.json({ balances: [etherBalance, tokenBalance] })
  }),
  http.get(`${api}/v1/identity/:address`, () => {
    count('identity')
    return HttpResponse.json({ name: 'alice.eth', avatar: 'https://img.test/alice.png' })
  }),
  http.get(`${api}/v1/profile/reverse/:address`, () => {
    count('reverse')
    return HttpResponse.json([])
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  for (const key of Object.keys(hits)) delete hits[key]
})
afterAll(() => server.close())

function BalanceBadge() {
  const { data } = useBalance()
  return <p data-testid="badge">{data ? `${data.formatted} ${data.symbol}` : '…'}</p>
}
function TokenList() {
  const { data } = usePortfolio()
  return (
    <ul>
      {data?.map((token) => (
        <li key={token.symbol}>
          {token.quantity.numeric} {token.symbol}
        </li>
      ))}
    </ul>
  )
}
function Profile() {
  const identity = useIdentity()
  const name = useName()
  return (
    <p data-testid="profile">
      {identity.data?.name ?? identity.fetchStatus}/
      {name.data === undefined ? name.fetchStatus : String(name.data)}
    </p>
  )
}

async function connectedApp(ui: React.ReactNode, options: Parameters<typeof createTestAppKit>[0] = {}) {
  const { appKit } = createTestAppKit({ services: { walletDirectory: false }, ...options })
  render(ui, { wrapper: wrapperFor(appKit) })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  return appKit
}

describe('shared data, one request', () => {
  test('a balance badge, a second badge and a token list make one balance request', async () => {
    await connectedApp(
      <>
        <BalanceBadge />
        <BalanceBadge />
        <TokenList />
      </>,
    )
    await waitFor(() =>
      expect(screen.getAllByTestId('badge').map((b) => b.textContent)).toEqual(['2.5 ETH', '2.5 ETH']),
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2.5 ETH', '100 OAK'])
    expect(hits.balance).toBe(1)
  })

  test('two profiles make one identity and one name request', async () => {
    await connectedApp(
      <>
        <Profile />
        <Profile />
      </>,
    )
    await waitFor(() =>
      expect(screen.getAllByTestId('profile').map((p) => p.textContent)).toEqual([
        'alice.eth/null',
        'alice.eth/null',
      ]),
    )
    expect(hits).toEqual({ identity: 1, reverse: 1 })
  })
})

describe('a service switched off', () => {
  test('with the data service off: no request; the balance comes from the chain; identity and name stay idle', async () => {
    await connectedApp(
      <>
        <BalanceBadge />
        <Profile />
      </>,
      { services: { blockchainApi: false, walletDirectory: false } },
    )
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('1 ETH'))
    expect(screen.getByTestId('profile').textContent).toBe('idle/idle')
    expect(hits).toEqual({})
  })
})
