import type { Connector } from '@openappkit/core'
import {
  type Config,
  injected,
  type Connector as WagmiConnector,
  watchConnectors as wagmiWatchConnectors,
} from '@wagmi/core'
import { addConnector } from '../config/wagmiInternals.ts'
import { guardConnector } from './guardConnector.ts'
import { type ConnectorMeta, guessConnectorType, toConnector } from './toConnector.ts'
import {
  type Eip6963Announcement,
  type Eip6963ProviderDetail,
  watchEip6963Providers,
} from './watchEip6963Providers.ts'

/**
 * The connectors core sees: wagmi's, classified by `meta`, plus EIP-6963 wallets as they announce
 * themselves (unless `discover` is off). The `window.ethereum` fallback is listed only when it is
 * there and no announced wallet is the same provider.
 */
export function createConnectorList(config: Config, meta: Map<string, ConnectorMeta>, discover: boolean) {
  const announced = new Map<string, Eip6963ProviderDetail>()
  const addAnnounced = (detail: Eip6963Announcement) => {
    const { id, rdns } = detail
    const { name, icon } = detail.info
    if (config.connectors.some((c) => c.id === id)) return
    announced.set(id, detail)
    meta.set(id, { type: 'ANNOUNCED', rdns, provider: detail.provider })
    addConnector(
      config,
      guardConnector(injected({ target: { id, name, icon, provider: detail.provider as never } })),
    )
  }
  const stopDiscovery = discover ? watchEip6963Providers({ onAnnounce: addAnnounced }) : () => {}

  const injectedProvider = () =>
    typeof window === 'undefined' ? undefined : (window as { ethereum?: unknown }).ethereum

  const list = (): Connector[] =>
    config.connectors.flatMap((connector) => {
      const info = meta.get(connector.id) ?? { type: guessConnectorType(connector) }
      if (info.type === 'INJECTED') {
        const provider = injectedProvider()
        if (!provider || [...announced.values()].some((d) => d.provider === provider)) return []
        return [toConnector(connector, { ...info, provider })]
      }
      return [toConnector(connector, info)]
    })

  const find = (connectorId: string): WagmiConnector | undefined =>
    config.connectors.find((c) => c.id === connectorId)

  /** The connector, or undefined when it has not announced itself within `waitMs`. */
  const waitFor = (connectorId: string, waitMs: number): Promise<WagmiConnector | undefined> => {
    const found = find(connectorId)
    if (found || waitMs <= 0) return Promise.resolve(found)
    return new Promise((resolve) => {
      const stop = wagmiWatchConnectors(config, {
        onChange(connectors) {
          const match = connectors.find((c) => c.id === connectorId)
          if (match) done(match)
        },
      })
      const timer = setTimeout(() => done(undefined), waitMs)
      function done(value: WagmiConnector | undefined) {
        clearTimeout(timer)
        stop()
        resolve(value)
      }
    })
  }

  return { list, find, waitFor, stop: stopDiscovery }
}
