import { createTestAppKit } from '@openappkit/testing/vitest'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from './actions/connect.ts'
import { getAccount, watchAccount, watchAccountField } from './actions/getAccount.ts'
import { getModalState } from './actions/getModalState.ts'
import { getNetwork, watchNetwork } from './actions/getNetwork.ts'
import { getSendState } from './actions/getSendState.ts'
import { getSwapState } from './actions/getSwapState.ts'
import { getTheme } from './actions/getTheme.ts'
import { openModal } from './actions/openModal.ts'
import { setTheme } from './actions/setTheme.ts'
import { shakeModal } from './actions/shakeModal.ts'
import { showToast } from './actions/showToast.ts'
import { updateAccount } from './actions/updateAccount.ts'
import { updateSendState } from './actions/updateSendState.ts'
import { updateSwapState } from './actions/updateSwapState.ts'
import { mock } from './adapters/mock.ts'
import { createAppKit } from './createAppKit.ts'
import { mainnet, polygon, sepolia } from './networks/evmNetworks.ts'
import { defaultSiwx } from './siwx/defaultSiwx.ts'
import { createMemoryStorage } from './storage/createStorage.ts'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('createAppKit', () => {
  test('two instances share nothing', async () => {
    const { appKit: a, storage: aStorage } = createTestAppKit({ adapters: [mock()] })
    const { appKit: b, storage: bStorage } = createTestAppKit({ adapters: [mock()] })
    expect(a.store).not.toBe(b.store)
    expect(a.queryClient).not.toBe(b.queryClient)
    expect(a.atoms.account('eip155')).not.toBe(b.atoms.account('eip155'))
    await connect(a, { connectorId: 'mock' })
    openModal(a)
    expect(getAccount(a).status).toBe('connected')
    expect(getAccount(b).status).toBe('disconnected')
    expect(getAccount(b).address).toBeUndefined()
    expect(getModalState(a).open).toBe(true)
    expect(getModalState(b).open).toBe(false)
    expect(bStorage.data.size).toBeLessThan(aStorage.data.size)
  })

  test('two instances share no timer: shakes', () => {
    vi.useFakeTimers()
    const { appKit: a } = createTestAppKit()
    const { appKit: b } = createTestAppKit()
    shakeModal(a)
    vi.advanceTimersByTime(200)
    shakeModal(b)
    vi.advanceTimersByTime(299)
    expect(getModalState(a).shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(getModalState(a).shake).toBe(false)
    expect(getModalState(b).shake).toBe(true)
    vi.advanceTimersByTime(200)
    expect(getModalState(b).shake).toBe(false)
  })

  test('two instances share no timer: toasts', async () => {
    vi.useFakeTimers()
    const { appKit: a } = createTestAppKit()
    const { appKit: b } = createTestAppKit()
    await showToast(a, { message: 'A1', variant: 'success' })
    const a2 = showToast(a, { message: 'A2', variant: 'success' })
    await vi.advanceTimersByTimeAsync(100)
    await showToast(b, { message: 'B1', variant: 'success' })
    const b2 = showToast(b, { message: 'B2', variant: 'error' })
    await vi.advanceTimersByTimeAsync(50)
    await a2
    expect(a.store.get(a.atoms.toast)).toMatchObject({ message: 'A2', open: true })
    expect(b.store.get(b.atoms.toast)).toMatchObject({ message: 'B1', open: false })
    await vi.advanceTimersByTimeAsync(99)
    expect(b.store.get(b.atoms.toast).open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await b2
    expect(b.store.get(b.atoms.toast)).toMatchObject({ message: 'B2', open: true })
    expect(a.store.get(a.atoms.toast)).toMatchObject({ message: 'A2', open: true })
  })

  test('a missing project id shows the Project ID Not Configured alert', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const appKit = createAppKit({ storage: null })
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
      message: 'Project ID Not Configured',
      variant: 'error',
      open: true,
    })
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Project ID Not Configured'))
    // It says what is off, so the developer knows what the missing id costs.
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('Without one these are off: WalletConnect (QR code and mobile wallets)'),
    )
  })

  test('with a project id there is no alert', () => {
    const { appKit } = createTestAppKit()
    expect(appKit.store.get(appKit.atoms.toast).open).toBe(false)
  })

  test("the projectId reaches every adapter with one WalletConnect session: an adapter's own, else the first made", () => {
    const session = (name: string) => ({ adapterFor: () => undefined, name })
    /** A mock adapter that keeps the session it is handed, or makes `makes` from the projectId. */
    type Session = ReturnType<typeof session>
    const adapter = (namespace: 'eip155' | 'solana', own?: Session, makes?: Session) => {
      const a = Object.assign(mock({ namespace }), {
        walletConnect: own,
        given: [] as unknown[],
        useProjectId(projectId: string, shared: unknown) {
          a.given.push(projectId, shared)
          a.walletConnect ??= (shared as Session | undefined) ?? makes
        },
      })
      return a
    }
    // The Solana adapter is listed first; the EVM adapter's own session is still the one shared.
    const own = session('evm-own')
    const [sol, evm] = [adapter('solana'), adapter('eip155', own)]
    createTestAppKit({ adapters: [sol, evm] })
    expect(sol.given).toEqual(['test-project', own])
    expect(sol.walletConnect).toBe(own)
    // None has one: the first made from the projectId is handed to the next.
    const made = session('made')
    const [first, second] = [
      adapter('eip155', undefined, made),
      adapter('solana', undefined, session('other')),
    ]
    createTestAppKit({ adapters: [first, second] })
    expect(second.given).toEqual(['test-project', made])
    expect(second.walletConnect).toBe(made)
    // An adapter with WalletConnect options of its own makes the session even when listed last.
    const fromOptions = session('from-options')
    const [plain, withOptions] = [
      adapter('solana', undefined, session('plain')),
      Object.assign(adapter('eip155', undefined, fromOptions), { hasWalletConnectOptions: true }),
    ]
    createTestAppKit({ adapters: [plain, withOptions] })
    expect(withOptions.given).toEqual(['test-project', undefined])
    expect(plain.given).toEqual(['test-project', fromOptions])
    expect(plain.walletConnect).toBe(fromOptions)
  })

  test("each adapter gets the project's chain RPC URL; none with services.rpc false", () => {
    const urlFor = (services: { rpc: string | false }) => {
      let rpcUrl: ((id: `eip155:${number}`) => string | undefined) | undefined
      const adapter = Object.assign(mock(), { useProjectRpc: (given: typeof rpcUrl) => (rpcUrl = given) })
      createTestAppKit({ adapter, services })
      return rpcUrl?.('eip155:137')
    }
    const url = new URL(urlFor({ rpc: 'https://rpc.example/' }) ?? '')
    expect(url.origin + url.pathname).toBe('https://rpc.example/v1/')
    expect(url.searchParams.get('chainId')).toBe('eip155:137')
    expect(url.searchParams.get('projectId')).toBe('test-project')
    expect(urlFor({ rpc: false })).toBeUndefined()
  })

  test('siweConfig with siwx throws', () => {
    expect(() => createAppKit({ projectId: 'p', siweConfig: {}, siwx: defaultSiwx() })).toThrow(
      'Cannot set both siweConfig and siwx options',
    )
  })

  test('bad options throw before anything is stored', () => {
    const backend = createMemoryStorage()
    // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
    expect(() => createAppKit({ projectId: 'p', storage: backend, features: { swaps: 1 } } as any)).toThrow(
      'Invalid createAppKit options',
    )
    expect(backend.data.size).toBe(0)
  })

  describe('a bad adapter, clock or storage throws a clear error before any state or storage write', () => {
    const { subscribe, getTokenBalance, ...incomplete } = mock()
    test.for([
      [
        'an adapter missing methods',
        { adapters: [incomplete] },
        'missing methods: getTokenBalance, subscribe',
      ],
      ['an adapter with a method that is not one', { adapters: [{ ...mock(), connect: 'yes' }] }, 'connect'],
      [
        'an adapter with a bad optional method',
        { adapters: [{ ...mock(), sendCalls: 1 }] },
        'missing methods: sendCalls',
      ],
      [
        'an adapter of no namespace',
        { adapters: [{ ...mock(), namespace: 'tron' }] },
        'namespace must be one of',
      ],
      [
        'an adapter with bad networks',
        { adapters: [{ ...mock(), networks: [{ id: 1 }] }] },
        'networks must be',
      ],
      [
        'a clock without timers',
        { clock: { now: () => 0 } },
        'Not a Clock: missing methods: setTimeout, clearTimeout',
      ],
      [
        'a storage that cannot write',
        { storage: { getItem: () => null } },
        'missing methods: setItem, removeItem',
      ],
    ] as const)('%s', ([, options, detail]) => {
      const backend = createMemoryStorage()
      const spied = {
        getItem: vi.fn(backend.getItem),
        setItem: vi.fn(backend.setItem),
        removeItem: vi.fn(backend.removeItem),
      }
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(() =>
        // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
        createAppKit({ projectId: 'p', storage: spied, ...(options as any) }),
      ).toThrowError(
        expect.objectContaining({
          shortMessage: 'Invalid createAppKit options',
          details: expect.stringContaining(detail),
        }),
      )
      expect(spied.getItem).not.toHaveBeenCalled()
      expect(spied.setItem).not.toHaveBeenCalled()
      expect(spied.removeItem).not.toHaveBeenCalled()
      expect(backend.data.size).toBe(0)
      expect(warn).not.toHaveBeenCalled()
    })

    test('a complete adapter passes as itself', () => {
      const adapter = mock()
      expect(createTestAppKit({ adapters: [adapter] }).appKit.adapters.eip155).toBe(adapter)
    })
  })

  test('starts on the default network (chain 1), or the stored one when configured', () => {
    expect(getNetwork(createTestAppKit({ adapters: [mock()] }).appKit).caipNetwork).toBe(mainnet)
    const storage = createMemoryStorage({ '@openappkit/activeCaipNetworkId': '"eip155:11155111"' })
    expect(getNetwork(createTestAppKit({ adapters: [mock()], storage }).appKit).caipNetwork).toBe(sepolia)
    const stale = createMemoryStorage({ '@openappkit/activeCaipNetworkId': '"eip155:137"' })
    expect(getNetwork(createTestAppKit({ adapters: [mock()], storage: stale }).appKit).caipNetwork).toBe(
      mainnet,
    )
  })

  test('theme from options, with spec defaults', () => {
    const { appKit } = createTestAppKit({ themeMode: 'dark', themeVariables: { accent: '#00f' } })
    expect(getTheme(appKit)).toEqual({
      themeMode: 'dark',
      themeVariables: {
        modalWidth: '360px',
        baseFontSize: '10px',
        borderRadius: '4px',
        zIndex: 999,
        accent: '#00f',
      },
    })
    setTheme(appKit, { themeMode: 'light' })
    expect(getTheme(appKit).themeMode).toBe('light')
    // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
    expect(() => setTheme(appKit, { themeMode: 'blue' as any })).toThrowError(
      expect.objectContaining({
        shortMessage: 'Invalid setTheme parameters',
        details: expect.stringContaining('themeMode must be "light" or "dark", got "blue"'),
      }),
    )
    expect(getTheme(appKit).themeMode).toBe('light')
  })

  test('default account types per namespace, stored preference wins', () => {
    const { appKit, storage } = createTestAppKit({ adapters: [mock(), mock({ namespace: 'solana' })] })
    expect(getAccount(appKit, { namespace: 'eip155' }).preferredAccountType).toBe('smartAccount')
    expect(getAccount(appKit, { namespace: 'solana' }).preferredAccountType).toBe('eoa')
    expect(getAccount(appKit, { namespace: 'bip122' }).preferredAccountType).toBe('payment')
    updateAccount(appKit, 'eip155', { preferredAccountType: 'eoa' })
    const { appKit: next } = createTestAppKit({ adapters: [mock()], storage })
    expect(getAccount(next, { namespace: 'eip155' }).preferredAccountType).toBe('eoa')
  })

  test('updateAccount rejects bad input without changing state', () => {
    const { appKit } = createTestAppKit()
    // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
    expect(() => updateAccount(appKit, 'eip155', { currentTab: 'wallets' } as any)).toThrow()
    // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
    expect(() => updateAccount(appKit, 'eip155', { address: '0xhack' } as any)).toThrow()
    expect(getAccount(appKit, { namespace: 'eip155' }).currentTab).toBe('tokens')
    expect(getAccount(appKit, { namespace: 'eip155' }).address).toBeUndefined()
  })
})

describe('send and swap state setters validate their patch', () => {
  test('updateSendState: a good patch merges, a bad one throws naming the field and changes nothing', () => {
    const { appKit } = createTestAppKit()
    updateSendState(appKit, { receiverAddress: '0xB0b', sendTokenAmount: '1.5' })
    const before = getSendState(appKit)
    expect(before).toMatchObject({ receiverAddress: '0xB0b', sendTokenAmount: '1.5', loading: false })
    for (const [patch, field] of [
      [{ sendTokenAmount: 1.5 }, 'sendTokenAmount'],
      [{ loading: 'yes' }, 'loading'],
      [{ token: { symbol: 'ETH' } }, 'token.quantity'],
      [{ receiver: '0xB0b' }, 'receiver'],
    ] as const) {
      // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
      expect(() => updateSendState(appKit, patch as any)).toThrowError(
        expect.objectContaining({
          shortMessage: 'Invalid updateSendState parameters',
          details: expect.stringContaining(field),
        }),
      )
      expect(getSendState(appKit)).toBe(before)
    }
  })

  test('updateSwapState: a good patch merges, a bad one throws naming the field and changes nothing', () => {
    const { appKit } = createTestAppKit()
    updateSwapState(appKit, { sourceTokenAmount: '2', slippage: 0.5 })
    const before = getSwapState(appKit)
    expect(before).toMatchObject({ sourceTokenAmount: '2', slippage: 0.5 })
    for (const [patch, field] of [
      [{ sourceTokenAmount: 2 }, 'sourceTokenAmount'],
      [{ sourceTokenAmount: '1e5' }, 'sourceTokenAmount'],
      [{ toToken: { symbol: 'USDC' } }, 'toToken.address'],
      [{ slippage: 60 }, 'slippage'],
      [{ step: 'swapping' }, 'step'],
    ] as const) {
      // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
      expect(() => updateSwapState(appKit, patch as any)).toThrowError(
        expect.objectContaining({
          shortMessage: 'Invalid updateSwapState parameters',
          details: expect.stringContaining(field),
        }),
      )
      expect(getSwapState(appKit)).toBe(before)
    }
  })
})

describe('state is granular', () => {
  test('an address watcher is not called when the balance changes', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    const onAddress = vi.fn()
    watchAccountField(appKit, 'eip155', 'address', onAddress)
    await connect(appKit, { connectorId: 'mock' })
    expect(onAddress).toHaveBeenCalledTimes(1)
    appKit.store.set(appKit.atoms.account('eip155'), (a) => ({ ...a, balance: '2', profileName: 'x' }))
    expect(onAddress).toHaveBeenCalledTimes(1)
  })

  test('watchAccount and watchNetwork fire on change and stop after unsubscribe', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter] })
    const onAccount = vi.fn()
    const onNetwork = vi.fn()
    const stopAccount = watchAccount(appKit, onAccount)
    watchNetwork(appKit, onNetwork)
    await connect(appKit, { connectorId: 'mock' })
    expect(onAccount.mock.lastCall?.[0]).toMatchObject({ status: 'connected', namespace: 'eip155' })
    adapter.emit({ type: 'chainChanged', chainId: 11155111 })
    expect(onNetwork.mock.lastCall?.[0].caipNetwork).toBe(sepolia)
    stopAccount()
    const calls = onAccount.mock.calls.length
    adapter.emit({ type: 'disconnect' })
    expect(onAccount).toHaveBeenCalledTimes(calls)
  })
})

describe('adapter events become state', () => {
  test('accountsChanged, chainChanged (known and unknown), disconnect', async () => {
    const adapter = mock({ networks: [mainnet, polygon] })
    const { appKit } = createTestAppKit({ adapters: [adapter] })
    await connect(appKit, { connectorId: 'mock' })
    adapter.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address: '0xB0b', type: 'eoa' }],
    })
    expect(getAccount(appKit)).toMatchObject({ address: '0xB0b', caipAddress: 'eip155:1:0xB0b' })
    adapter.emit({ type: 'chainChanged', chainId: 137 })
    expect(getNetwork(appKit).caipNetwork).toBe(polygon)
    expect(getAccount(appKit).caipAddress).toBe('eip155:137:0xB0b')
    adapter.emit({ type: 'chainChanged', chainId: 31337 })
    expect(getNetwork(appKit).caipNetwork?.name).toBe('Unknown Network')
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'UnsupportedChain' })
    adapter.emit({ type: 'disconnect' })
    expect(getAccount(appKit)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(appKit.storage.getConnectionStatus('eip155')).toBe('disconnected')
  })

  test('an unknown chain does not open UnsupportedChain when allowed or when switching is off', async () => {
    for (const flags of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const adapter = mock()
      const { appKit } = createTestAppKit({ adapters: [adapter], ...flags })
      await connect(appKit, { connectorId: 'mock' })
      adapter.emit({ type: 'chainChanged', chainId: 31337 })
      expect(getNetwork(appKit).caipNetwork?.name).toBe('Unknown Network')
      expect(getModalState(appKit).open).toBe(false)
    }
  })

  test('events of a disconnected namespace are ignored; destroy stops listening', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter] })
    adapter.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address: '0x1', type: 'eoa' }],
    })
    expect(getAccount(appKit).address).toBeUndefined()
    await connect(appKit, { connectorId: 'mock' })
    appKit.destroy()
    adapter.emit({ type: 'disconnect' })
    expect(getAccount(appKit).status).toBe('connected')
  })
})
