import { type AppKit, createAppKit, createMemoryStorage, mock } from '@openappkit/core'
import { QueryClient, useQueryClient } from '@tanstack/react-query'
import { act, render, renderHook, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { http } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { createConfig, createStorage, mock as mockConnector, useConfig } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mainnet } from 'wagmi/chains'
import { AppKitProvider } from './AppKitProvider.tsx'
import { AppKitWagmiProvider, WagmiAdapterNotFoundError } from './AppKitWagmiProvider.tsx'
import { ProviderNotFoundError } from './errors/providerNotFoundError.ts'
import { useAccount } from './hooks/useAccount.ts'
import { useAppKitInstance } from './hooks/useAppKitInstance.ts'
import { useNetwork } from './hooks/useNetwork.ts'

function Probe({ seen }: { seen: Set<unknown> }) {
  seen.add(useAppKitInstance())
  return <p>{useAccount().status}</p>
}

function Status() {
  return (
    <p>
      {useAccount().status} {useNetwork().caipNetworkId}
    </p>
  )
}

describe('AppKitProvider', () => {
  test('a hook outside the provider throws ProviderNotFoundError naming the hook', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useAccount())).toThrow(ProviderNotFoundError)
    expect(() => renderHook(() => useAccount())).toThrow(
      '`useAccount` must be used within `<AppKitProvider>`',
    )
    spy.mockRestore()
  })

  test('creates one instance from options and keeps it across renders', () => {
    const seen = new Set<unknown>()
    const options = {
      projectId: 'p',
      adapters: [mock()],
      storage: null,
      services: { analytics: false as const },
    }
    const { rerender } = render(
      <AppKitProvider options={options}>
        <Probe seen={seen} />
      </AppKitProvider>,
    )
    rerender(
      <AppKitProvider options={options}>
        <Probe seen={seen} />
      </AppKitProvider>,
    )
    expect(seen.size).toBe(1)
    expect(screen.getByText('disconnected')).toBeTruthy()
  })

  test("uses the instance's QueryClient, or the app's own", () => {
    const appKit = createAppKit({ projectId: 'p', storage: null })
    const own = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => <AppKitProvider appKit={appKit}>{children}</AppKitProvider>,
    })
    expect(own.result.current).toBe(appKit.queryClient)
    const appClient = new QueryClient()
    const app = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => (
        <AppKitProvider appKit={appKit} queryClient={appClient}>
          {children}
        </AppKitProvider>
      ),
    })
    expect(app.result.current).toBe(appClient)
  })

  test("<AppKitWagmiProvider> gives wagmi's hooks the eip155 adapter's wagmiConfig, beside ours", () => {
    const wagmiConfig = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    })
    const adapter = Object.assign(mock(), { wagmiConfig })
    const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage: null })
    const { result } = renderHook(() => useConfig(), {
      wrapper: ({ children }) => (
        <AppKitProvider appKit={appKit}>
          <AppKitWagmiProvider>{children}</AppKitWagmiProvider>
        </AppKitProvider>
      ),
    })
    expect(result.current).toBe(wagmiConfig)
  })

  test("wagmi's connection made before the first render (a fast restore) survives renders", async () => {
    const items = new Map<string, string>()
    const wagmiConfig = createConfig({
      chains: [mainnet],
      connectors: [mockConnector({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })],
      transports: { [mainnet.id]: http('http://127.0.0.1:1') },
      storage: createStorage({
        storage: {
          getItem: (key) => items.get(key) ?? null,
          setItem: (key, value) => void items.set(key, value),
          removeItem: (key) => void items.delete(key),
        },
      }),
    })
    const connector = wagmiConfig.connectors[0]
    if (!connector) throw new Error('no mock connector')
    await connect(wagmiConfig, { connector })
    const adapter = Object.assign(mock(), { wagmiConfig })
    const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage: null })
    const tree = (text: string) => (
      <AppKitProvider appKit={appKit}>
        <AppKitWagmiProvider>{text}</AppKitWagmiProvider>
      </AppKitProvider>
    )
    const view = render(tree('x'))
    view.rerender(tree('y'))
    const { status, current, connections } = wagmiConfig.state
    expect(status).toBe('connected')
    expect(current && connections.get(current)?.accounts).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
  })

  test('AppKitProvider alone gives wagmi no context, even with the wagmi adapter', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const wagmiConfig = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    })
    const appKit = createAppKit({
      projectId: 'p',
      adapters: [Object.assign(mock(), { wagmiConfig })],
      storage: null,
    })
    expect(() =>
      renderHook(() => useConfig(), {
        wrapper: ({ children }) => <AppKitProvider appKit={appKit}>{children}</AppKitProvider>,
      }),
    ).toThrow(/WagmiProvider/)
    spy.mockRestore()
  })

  test('<AppKitWagmiProvider> without the wagmi adapter (a Solana-only app) says what is missing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const appKit = createAppKit({
      projectId: 'p',
      adapters: [mock({ namespace: 'solana' })],
      storage: null,
    })
    expect(() =>
      render(
        <AppKitProvider appKit={appKit}>
          <AppKitWagmiProvider>x</AppKitWagmiProvider>
        </AppKitProvider>,
      ),
    ).toThrow(WagmiAdapterNotFoundError)
    expect(() => render(<AppKitWagmiProvider>x</AppKitWagmiProvider>)).toThrow(
      '`AppKitWagmiProvider` must be used within `<AppKitProvider>`',
    )
    spy.mockRestore()
  })

  test('an instance made from options is SSR-safe unless the options say ssr: false', () => {
    const seen = new Set<unknown>()
    const base = { projectId: 'p', storage: null, services: { analytics: false as const } }
    render(
      <AppKitProvider options={base}>
        <Probe seen={seen} />
      </AppKitProvider>,
    )
    render(
      <AppKitProvider options={{ ...base, ssr: false }}>
        <Probe seen={seen} />
      </AppKitProvider>,
    )
    expect([...seen].map((appKit) => (appKit as AppKit).options.ssr)).toEqual([true, false])
  })

  test('restores an ssr instance after mount, once under StrictMode', async () => {
    const storage = createMemoryStorage({
      '@openappkit/connectionStatus': JSON.stringify({ eip155: 'connected' }),
      '@openappkit/connections': JSON.stringify({ eip155: { connectorId: 'mock' } }),
      '@openappkit/activeCaipNetworkId': JSON.stringify('eip155:11155111'),
    })
    const adapter = mock()
    const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage, ssr: true })
    expect(adapter.calls).toEqual([])
    render(
      <StrictMode>
        <AppKitProvider appKit={appKit}>
          <Status />
        </AppKitProvider>
      </StrictMode>,
    )
    await act(() => appKit.ready)
    expect(screen.getByText('connected eip155:11155111')).toBeTruthy()
    expect(adapter.calls.filter((call) => call.method === 'syncConnection')).toHaveLength(1)
  })
})
