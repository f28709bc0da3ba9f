import { constants } from '@openappkit/core/internal'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  type Storage,
  type Transport,
} from '@wagmi/core'
import { type Chain, formatTransactionRequest, numberToHex } from 'viem'
import { createTransports, type ProjectRpc } from '../networks/createTransports.ts'

/** Any key-value store with the Web Storage methods (localStorage, sessionStorage, a Map wrapper). */
export type BaseStorage = {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}

function isWagmiStorage(storage: Storage | BaseStorage): storage is Storage {
  return typeof (storage as { key?: unknown }).key === 'string'
}

function resolveStorage(storage: Storage | BaseStorage | null | undefined): Storage | null | undefined {
  if (!storage) return storage
  return isWagmiStorage(storage) ? storage : createStorage({ storage })
}

/** A wagmi config built from the networks' chains, our connectors and the app's transports (kept as given). */
export function createWagmiConfig(parameters: {
  chains: readonly [Chain, ...Chain[]]
  connectors: CreateConnectorFn[]
  transports?: Readonly<Record<number, Transport>> | undefined
  projectRpc?: (() => ProjectRpc | undefined) | undefined
  storage?: Storage | BaseStorage | null | undefined
  ssr?: boolean | undefined
}): Config {
  const { chains } = parameters
  const storage = resolveStorage(parameters.storage)
  return createConfig({
    chains: chains.map(toldItsChain) as unknown as readonly [Chain, ...Chain[]],
    connectors: parameters.connectors,
    transports: createTransports(chains, parameters.transports, parameters.projectRpc),
    pollingInterval: constants.nodePollingIntervalMs,
    // We run EIP-6963 discovery ourselves, to validate announcements before they become connectors.
    multiInjectedProviderDiscovery: false,
    ...(storage !== undefined ? { storage } : {}),
    ...(parameters.ssr !== undefined ? { ssr: parameters.ssr } : {}),
  })
}

/**
 * The chain with a request formatter that tells the wallet which chain a transaction is for
 * (`chainId` in `eth_sendTransaction`), as the wallet RPC allows: viem's own formatter leaves it
 * out, and a wallet that changed chain between our check and the send could then send on the
 * wrong one; one that reads the field refuses instead.
 */
function toldItsChain(chain: Chain): Chain {
  return {
    ...chain,
    formatters: {
      ...chain.formatters,
      transactionRequest: {
        type: 'transactionRequest',
        format: (request, action) => {
          const formatted = formatTransactionRequest(request)
          return action === 'sendTransaction' && typeof request.chainId === 'number'
            ? { ...formatted, chainId: numberToHex(request.chainId) }
            : formatted
        },
      },
    },
  } as Chain
}
