import { createAppKit, getConnectors, solana } from '@openappkit/core'
import { createWalletConnect } from '@openappkit/walletconnect'
import { describe, expect, test } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.ts'

/** No hosted service: these tests make no request. */
const services = {
  blockchainApi: false,
  rpc: false,
  walletDirectory: false,
  analytics: false,
  authFrame: false,
} as const

const walletConnectListed = (adapter: ReturnType<typeof createSolanaAdapter>) =>
  adapter.getConnectors().filter((c) => c.type === 'WALLET_CONNECT')

describe("createAppKit's projectId reaches the Solana adapter's WalletConnect", () => {
  test('a Solana-only app lists WalletConnect from the projectId alone, in core too', () => {
    const adapter = createSolanaAdapter({ networks: [solana], walletStandard: false })
    expect(walletConnectListed(adapter)).toEqual([])
    const appKit = createAppKit({ projectId: 'app-project', adapters: [adapter], storage: null, services })
    expect((adapter.walletConnect as { projectId?: string } | undefined)?.projectId).toBe('app-project')
    expect(walletConnectListed(adapter).map((c) => [c.id, c.chain])).toEqual([['walletConnect', 'solana']])
    expect(getConnectors(appKit).some((c) => c.id === 'walletConnect' && c.chain === 'solana')).toBe(true)
  })

  test('it joins the session another adapter runs on: one pairing for both namespaces', () => {
    const other = createWalletConnect({ projectId: 'app-project' })
    const adapter = createSolanaAdapter({ networks: [solana], walletStandard: false })
    adapter.useProjectId?.('app-project', other)
    expect(adapter.walletConnect).toBe(other)
    expect(walletConnectListed(adapter)).toHaveLength(1)
  })

  test('its own session and walletConnect: false decide alone', () => {
    const own = createWalletConnect({ projectId: 'own-project' })
    const withOwn = createSolanaAdapter({ networks: [solana], walletStandard: false, walletConnect: own })
    const off = createSolanaAdapter({ networks: [solana], walletStandard: false, walletConnect: false })
    createAppKit({ projectId: 'app-project', adapters: [withOwn], storage: null, services })
    createAppKit({ projectId: 'app-project', adapters: [off], storage: null, services })
    expect(withOwn.walletConnect).toBe(own)
    expect(off.walletConnect).toBeUndefined()
    expect(walletConnectListed(off)).toEqual([])
  })
})
