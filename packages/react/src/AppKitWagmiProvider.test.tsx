import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import {
  BaseError,
  sepolia as coreSepolia,
  createAppKit,
  ModuleLoadError,
  mock,
  type NamespaceAdapter,
} from '@openappkit/core'
import { act, render, screen } from '@testing-library/react'
import { Component as ClassComponent, type ReactNode, StrictMode, Suspense } from 'react'
import { http } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { createConfig, useChainId, useConfig } from 'wagmi'
import { sepolia } from 'wagmi/chains'
import { loadingWagmiAdapter, newWagmiConfig } from '../test/loadingWagmiAdapter.ts'
import { AppKitProvider } from './AppKitProvider.tsx'
import { AppKitWagmiProvider } from './AppKitWagmiProvider.tsx'

class Boundary extends ClassComponent<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    const { error } = this.state
    return error ? (
      <p role="alert">{`${error.name}: ${(error as BaseError).shortMessage}`}</p>
    ) : (
      this.props.children
    )
  }
}

function ChainId({ renders }: { renders: { count: number } }) {
  renders.count++
  const config = useConfig()
  return <p>{`chain ${useChainId()} of ${config.chains.length}`}</p>
}

function Fallback({ renders }: { renders: { count: number } }) {
  renders.count++
  return <p>waiting for wagmi</p>
}

function renderApp(adapter: NamespaceAdapter, renders: { count: number }, fallbacks = { count: 0 }) {
  const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage: null })
  return render(
    <AppKitProvider appKit={appKit}>
      <Boundary>
        <Suspense fallback={<Fallback renders={fallbacks} />}>
          <AppKitWagmiProvider>
            <ChainId renders={renders} />
          </AppKitWagmiProvider>
        </Suspense>
      </Boundary>
    </AppKitProvider>,
  )
}

describe('<AppKitWagmiProvider> with an adapter that loads its wagmi code', () => {
  test("suspends until the adapter's code is in, then wagmi's hooks get its config", async () => {
    const held = loadingWagmiAdapter()
    const renders = { count: 0 }
    renderApp(held.adapter, renders)
    expect(screen.getByText('waiting for wagmi')).toBeTruthy()
    expect(renders.count).toBe(0)

    const wagmiConfig = newWagmiConfig()
    await act(async () => {
      held.release(wagmiConfig)
      await held.loaded
    })
    expect(await screen.findByText(`chain ${sepolia.id} of 2`)).toBeTruthy()
    expect(screen.queryByText('waiting for wagmi')).toBeNull()
  })

  test('two providers in StrictMode wait on the one load and both render once it is in', async () => {
    const held = loadingWagmiAdapter()
    const appKit = createAppKit({ projectId: 'p', adapters: [held.adapter], storage: null })
    const renders = { count: 0 }
    render(
      <StrictMode>
        <AppKitProvider appKit={appKit}>
          <Suspense fallback={<p>waiting for wagmi</p>}>
            <AppKitWagmiProvider>
              <ChainId renders={renders} />
            </AppKitWagmiProvider>
            <AppKitWagmiProvider>
              <ChainId renders={renders} />
            </AppKitWagmiProvider>
          </Suspense>
        </AppKitProvider>
      </StrictMode>,
    )
    expect(screen.getByText('waiting for wagmi')).toBeTruthy()
    await act(async () => {
      held.release(newWagmiConfig())
      await held.loaded
    })
    expect(await screen.findAllByText(`chain ${sepolia.id} of 2`)).toHaveLength(2)
  })

  test('a config the adapter has at once (the app passed its own) renders on the first pass', () => {
    const held = loadingWagmiAdapter()
    held.release(newWagmiConfig())
    const renders = { count: 0 }
    const fallbacks = { count: 0 }
    renderApp(held.adapter, renders, fallbacks)
    expect(screen.getByText(`chain ${sepolia.id} of 2`)).toBeTruthy()
    expect(renders.count).toBe(1)
    expect(fallbacks.count).toBe(0)
  })

  test("code that cannot load reaches the app's error boundary as the adapter's BaseError", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const held = loadingWagmiAdapter()
    const renders = { count: 0 }
    renderApp(held.adapter, renders)
    const failure = new BaseError('Could not load the wagmi adapter', {
      cause: new TypeError('Failed to fetch dynamically imported module'),
    })
    await act(async () => {
      held.reject(failure)
      await held.loaded.catch(() => {})
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'OpenAppKitError: Could not load the wagmi adapter',
    )
    expect(renders.count).toBe(0)
    spy.mockRestore()
  })

  test("a rejection that is no BaseError reaches the boundary as core's ModuleLoadError, with it as the cause", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const held = loadingWagmiAdapter()
    const caught: unknown[] = []
    class Catcher extends Boundary {
      override componentDidCatch(error: Error) {
        caught.push(error)
      }
    }
    const appKit = createAppKit({ projectId: 'p', adapters: [held.adapter], storage: null })
    render(
      <AppKitProvider appKit={appKit}>
        <Catcher>
          <Suspense fallback={<p>waiting for wagmi</p>}>
            <AppKitWagmiProvider>never</AppKitWagmiProvider>
          </Suspense>
        </Catcher>
      </AppKitProvider>,
    )
    await act(async () => {
      held.reject('chunk gone')
      await held.loaded.catch(() => {})
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ModuleLoadError: Could not load the wagmi adapter',
    )
    expect(caught).toHaveLength(1)
    expect(caught[0]).toBeInstanceOf(ModuleLoadError)
    expect((caught[0] as BaseError).cause).toBe('chunk gone')
    expect(screen.queryByText('never')).toBeNull()
    spy.mockRestore()
  })

  test('code that loads but gives no wagmi config says the wagmi adapter is missing', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const held = loadingWagmiAdapter()
    const renders = { count: 0 }
    renderApp(held.adapter, renders)
    await act(async () => {
      held.resolveWith({ chains: [] })
      await held.loaded
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'WagmiAdapterNotFoundError: `<AppKitWagmiProvider>` needs the wagmi adapter',
    )
    expect(renders.count).toBe(0)
    spy.mockRestore()
  })

  test("a getter that throws with no `loaded` to wait on throws the adapter's own error", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const adapter = Object.defineProperty(mock(), 'wagmiConfig', {
      get() {
        throw new BaseError('The wagmi config is not built yet')
      },
    })
    renderApp(adapter, { count: 0 })
    expect(screen.getByRole('alert').textContent).toBe('OpenAppKitError: The wagmi config is not built yet')
    spy.mockRestore()
  })

  test('an adapter with neither a config nor `loaded` is no wagmi adapter', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp(Object.assign(mock(), { wagmiConfig: { chains: [] } }), { count: 0 })
    expect(screen.getByRole('alert').textContent).toBe(
      'WagmiAdapterNotFoundError: `<AppKitWagmiProvider>` needs the wagmi adapter',
    )
    spy.mockRestore()
  })
})

describe('<AppKitWagmiProvider> with the real wagmi adapter', () => {
  test("shows the fallback while createWagmiAdapter's import() is on its way, then its config", async () => {
    const adapter = createWagmiAdapter({ networks: [coreSepolia], storage: null, injected: false })
    const renders = { count: 0 }
    const fallbacks = { count: 0 }
    renderApp(adapter, renders, fallbacks)
    expect(screen.getByText('waiting for wagmi')).toBeTruthy()
    const wagmiConfig = await adapter.loaded
    expect(await screen.findByText(`chain ${sepolia.id} of 1`)).toBeTruthy()
    expect(wagmiConfig.chains.map((chain) => chain.id)).toEqual([sepolia.id])
    adapter.destroy()
  })

  test("the app's own wagmiConfig renders on the first pass, before the adapter's code is in", () => {
    const wagmiConfig = createConfig({
      chains: [sepolia],
      transports: { [sepolia.id]: http('http://127.0.0.1:1') },
      multiInjectedProviderDiscovery: false,
    })
    const adapter = createWagmiAdapter({ networks: [coreSepolia], wagmiConfig })
    const renders = { count: 0 }
    const fallbacks = { count: 0 }
    renderApp(adapter, renders, fallbacks)
    expect(screen.getByText(`chain ${sepolia.id} of 1`)).toBeTruthy()
    expect(renders.count).toBe(1)
    expect(fallbacks.count).toBe(0)
    adapter.destroy()
  })
})
