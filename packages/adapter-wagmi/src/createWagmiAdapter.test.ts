import { createAppKit, mainnet, sepolia, solana } from '@openappkit/core'
import { createWalletConnect } from '@openappkit/walletconnect'
import { type CreateConnectorFn, createConfig, http, mock } from '@wagmi/core'
import { describe, expect, test, vi } from 'vitest'
import { createWagmiAdapter } from './createWagmiAdapter.ts'

// The real session factory, watched: which project id and options a session is made with.
vi.mock('@openappkit/walletconnect', async (original) => {
  const module = await original<typeof import('@openappkit/walletconnect')>()
  return { ...module, createWalletConnect: vi.fn(module.createWalletConnect) }
})

// Outside a browser (SSR, Node): no window, no discovery, and the app's and the embedded
// wallet's connectors listed with their kinds.

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** wagmi's mock connector under another id and name, as an app's own connector would be. */
function renamed(fn: CreateConnectorFn, id: string, name: string): CreateConnectorFn {
  return (config) => ({ ...fn(config), id, name })
}

/** No hosted service: these tests make no request. */
const servicesOff = {
  blockchainApi: false,
  rpc: false,
  walletDirectory: false,
  analytics: false,
  authFrame: false,
} as const

describe('createWagmiAdapter', () => {
  test('serves only eip155 networks and refuses a configuration without any', () => {
    expect(createWagmiAdapter({ networks: [mainnet, solana, sepolia], storage: null }).networks).toEqual([
      mainnet,
      sepolia,
    ])
    expect(() => createWagmiAdapter({ networks: [solana] })).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid adapter options' }),
    )
  })

  test("WalletConnect options without a project id of the adapter's own use createAppKit's", async () => {
    const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] }
    const adapter = createWagmiAdapter({
      networks: [mainnet],
      storage: null,
      walletConnect: { relayUrl: 'ws://127.0.0.1:1', metadata },
    })
    expect(adapter.walletConnect).toBeUndefined()
    createAppKit({ projectId: 'app-project', adapters: [adapter], storage: null, services: servicesOff })
    expect(createWalletConnect).toHaveBeenCalledWith({
      projectId: 'app-project',
      relayUrl: 'ws://127.0.0.1:1',
      metadata,
    })
    expect(adapter.walletConnect?.projectId).toBe('app-project')
    await adapter.loaded
    expect(adapter.getConnectors().filter((c) => c.type === 'WALLET_CONNECT')).toHaveLength(1)
  })

  test('with no project id anywhere, WalletConnect options leave it off and the app is told why', async () => {
    const adapter = createWagmiAdapter({
      networks: [mainnet],
      storage: null,
      walletConnect: { relayUrl: 'ws://127.0.0.1:1' },
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const appKit = createAppKit({ adapters: [adapter], storage: null, services: servicesOff })
    await adapter.loaded
    expect(adapter.getConnectors().some((c) => c.type === 'WALLET_CONNECT')).toBe(false)
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
      message: 'Project ID Not Configured',
      open: true,
    })
    const off = createWagmiAdapter({ networks: [mainnet], storage: null, walletConnect: false })
    await off.loaded
    expect(off.getConnectors().some((c) => c.type === 'WALLET_CONNECT')).toBe(false)
  })

  test("createAppKit's projectId turns WalletConnect on without repeating it, before or after the code is in", async () => {
    const early = createWagmiAdapter({ networks: [mainnet], storage: null })
    expect(early.walletConnect).toBeUndefined()
    createAppKit({ projectId: 'app-project', adapters: [early], storage: null, services: servicesOff })
    expect(early.walletConnect?.projectId).toBe('app-project')
    await early.loaded
    expect(early.getConnectors().filter((c) => c.type === 'WALLET_CONNECT')).toHaveLength(1)

    const late = createWagmiAdapter({ networks: [mainnet], storage: null })
    await late.loaded
    expect(late.getConnectors().some((c) => c.type === 'WALLET_CONNECT')).toBe(false)
    createAppKit({ projectId: 'app-project', adapters: [late], storage: null, services: servicesOff })
    expect(late.getConnectors().filter((c) => c.type === 'WALLET_CONNECT')).toHaveLength(1)
  })

  test("the adapter's own WalletConnect choice wins over createAppKit's projectId", async () => {
    const none = createWagmiAdapter({ networks: [mainnet], storage: null, walletConnect: false })
    const own = createWagmiAdapter({ networks: [mainnet], storage: null, projectId: 'adapter-project' })
    createAppKit({ projectId: 'app-project', adapters: [none], storage: null, services: servicesOff })
    createAppKit({ projectId: 'app-project', adapters: [own], storage: null, services: servicesOff })
    await none.loaded
    expect(none.walletConnect).toBeUndefined()
    expect(none.getConnectors().some((c) => c.type === 'WALLET_CONNECT')).toBe(false)
    expect(own.walletConnect?.projectId).toBe('adapter-project')
  })

  test('lists the app connectors as EXTERNAL and the embedded wallet as AUTH; no window, no injected', async () => {
    const adapter = createWagmiAdapter({
      networks: [mainnet],
      storage: null,
      connectors: [renamed(mock({ accounts: [alice] }), 'com.example.app-wallet', 'App Wallet')],
      authConnector: renamed(mock({ accounts: [bob] }), 'openappkit-auth', 'Email'),
    })
    await adapter.loaded
    expect(adapter.getConnectors().map(({ id, type, name }) => ({ id, type, name }))).toEqual([
      { id: 'com.example.app-wallet', type: 'EXTERNAL', name: 'App Wallet' },
      { id: 'openappkit-auth', type: 'AUTH', name: 'Email' },
    ])
  })

  test('connects through an app connector and reports its account and chain', async () => {
    const adapter = createWagmiAdapter({
      networks: [mainnet, sepolia],
      storage: null,
      connectors: [renamed(mock({ accounts: [alice] }), 'app', 'App')],
    })
    expect(await adapter.connect({ connectorId: 'app' })).toEqual({
      connectorId: 'app',
      accounts: [{ namespace: 'eip155', address: alice, type: 'eoa' }],
      chainId: 1,
    })
    await adapter.disconnect({ connectorId: 'app' })
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
  })

  test("takes the app's own wagmi config, and refuses one that lacks a network", () => {
    const wagmiConfig = createConfig({ chains: [mainnet as never], transports: { 1: http() }, storage: null })
    expect(createWagmiAdapter({ networks: [mainnet], wagmiConfig }).wagmiConfig).toBe(wagmiConfig)
    expect(() => createWagmiAdapter({ networks: [mainnet, sepolia], wagmiConfig })).toThrow(
      expect.objectContaining({ details: 'The wagmi config has no chain eip155:11155111' }),
    )
  })
})
