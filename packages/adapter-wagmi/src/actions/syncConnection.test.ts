import { ModuleLoadError } from '@openappkit/core'
import { createConfig, createConnector, http } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { syncConnection } from './syncConnection.ts'

/** A connector whose provider comes from code loaded on use, failing as `failure` says. */
function connectorFailing(failure: unknown) {
  const config = createConfig({
    chains: [mainnet],
    connectors: [
      createConnector(() => ({
        id: 'lazy',
        name: 'Lazy',
        type: 'lazy',
        async getProvider() {
          throw failure
        },
        async isAuthorized() {
          return true
        },
        async connect() {
          throw new Error('not reached')
        },
        async disconnect() {},
        async getAccounts() {
          return []
        },
        async getChainId() {
          return 1
        },
        onAccountsChanged() {},
        onChainChanged() {},
        onDisconnect() {},
      })),
    ],
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
  })
  return { config, connector: config.connectors[0] }
}

test('code that did not load is reported, so core keeps the stored connection for the next page', async () => {
  const failure = new ModuleLoadError({ what: 'WalletConnect', cause: new TypeError('Failed to fetch') })
  const { config, connector } = connectorFailing(failure)
  await expect(syncConnection(config, { connector, inUse: () => false })).rejects.toBe(failure)
  expect(config.state.status).toBe('disconnected')
})

test('a wallet without a provider has no session: nothing to restore', async () => {
  const { config, connector } = connectorFailing(new Error('no provider'))
  await expect(syncConnection(config, { connector, inUse: () => false })).resolves.toBeNull()
})
