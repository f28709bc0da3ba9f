import type { ConnectionResult, Connector, EmbeddedWallet } from '@openappkit/core'
import { embeddedUserOf } from '@openappkit/core/internal'
import { type CreateConnectorFn, injected, watchConnectors as wagmiWatchConnectors } from '@wagmi/core'
import { createConnections } from '../actions/createConnections.ts'
import { estimateGas } from '../actions/estimateGas.ts'
import { forgetStoredConnections } from '../actions/forgetStoredConnections.ts'
import { getAssets } from '../actions/getAssets.ts'
import { getBalance } from '../actions/getBalance.ts'
import { getCapabilities } from '../actions/getCapabilities.ts'
import { getTokenBalance } from '../actions/getTokenBalance.ts'
import { sendCalls } from '../actions/sendCalls.ts'
import { sendTransaction } from '../actions/sendTransaction.ts'
import { sendTransfer } from '../actions/sendTransfer.ts'
import { signMessage } from '../actions/signMessage.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { verifyMessage } from '../actions/verifyMessage.ts'
import { watchConnectionEvents } from '../actions/watchConnectionEvents.ts'
import { createWagmiConfig } from '../config/createWagmiConfig.ts'
import { addConnector, discoversOwnWallets } from '../config/wagmiInternals.ts'
import { authConnectorId } from '../connectors/authConnector.ts'
import { createAuthConnector } from '../connectors/createAuthConnector.ts'
import { createConnectorList } from '../connectors/createConnectorList.ts'
import { guardConnector } from '../connectors/guardConnector.ts'
import type { ConnectorMeta } from '../connectors/toConnector.ts'
import { walletConnect } from '../connectors/walletConnect.ts'
import type { LoadedAdapter, LoadedAdapterInput } from '../types.ts'

/**
 * The eip155 adapter on @wagmi/core and viem, loaded by `createWagmiAdapter`: builds the wagmi
 * config from the app's networks (or takes the app's), discovers wallets, and turns wagmi's state
 * into the adapter's connection results and events.
 */
export function createLoadedAdapter(input: LoadedAdapterInput): LoadedAdapter {
  const { parameters, chains, emit } = input
  const meta = new Map<string, ConnectorMeta>()
  const announceWaitMs = parameters.announceWaitMs ?? 1_000

  const connectorFns: CreateConnectorFn[] = []
  const mark = (fn: CreateConnectorFn, type: ConnectorMeta['type']): CreateConnectorFn => {
    // Connector ids are only known once wagmi sets a connector up, so mark it by wrapping.
    return (config) => {
      const connector = guardConnector(fn)(config)
      meta.set(connector.id, { type })
      return connector
    }
  }
  if (parameters.injected !== false) connectorFns.push(mark(injected(), 'INJECTED'))
  if (input.walletConnect) connectorFns.push(mark(walletConnect(input.walletConnect), 'WALLET_CONNECT'))
  for (const fn of parameters.connectors ?? []) connectorFns.push(mark(fn, 'EXTERNAL'))
  const auth = parameters.authConnector
  const appAuth =
    typeof auth === 'function'
      ? auth
      : auth && createAuthConnector({ client: () => Promise.resolve(auth.client), hooks: auth.hooks })
  if (appAuth) connectorFns.push(mark(appAuth, 'AUTH'))
  // Core's embedded wallet, when it came before this code; a later one is added to the config.
  if (input.embeddedWallet && !parameters.wagmiConfig)
    connectorFns.push(mark(createAuthConnector(input.embeddedWallet), 'AUTH'))
  // The frame client the AUTH connector logs in with: its user goes with each of its connections.
  let frame = auth && typeof auth !== 'function' ? async () => auth.client : input.embeddedWallet?.client
  const withUser = async (result: ConnectionResult | null) =>
    result?.connectorId === authConnectorId && frame
      ? { ...result, user: embeddedUserOf((await frame()).user) }
      : result

  // The app's own config was checked when the adapter was made.
  const config =
    parameters.wagmiConfig ??
    createWagmiConfig({
      chains,
      connectors: connectorFns,
      transports: parameters.transports,
      projectRpc: input.projectRpc,
      storage: parameters.storage,
      ssr: parameters.ssr,
    })
  // The app's own config had its stored connections dropped when the adapter was made.
  const stopForgetting = parameters.wagmiConfig ? () => {} : forgetStoredConnections(config)
  const connectors = createConnectorList(
    config,
    meta,
    parameters.eip6963 !== false && !(parameters.wagmiConfig && discoversOwnWallets(parameters.wagmiConfig)),
  )
  const connections = createConnections(config, {
    find: connectors.find,
    waitFor: (connectorId) => connectors.waitFor(connectorId, announceWaitMs),
  })
  const stopEvents = watchConnectionEvents(config, emit, connections.isOwnDisconnect)

  const addEmbeddedWallet = (wallet: EmbeddedWallet) => {
    frame = wallet.client
    addConnector(config, mark(createAuthConnector(wallet), 'AUTH'))
  }
  if (input.embeddedWallet && parameters.wagmiConfig) addEmbeddedWallet(input.embeddedWallet)

  return {
    wagmiConfig: config,
    addEmbeddedWallet,
    getConnectors: connectors.list,
    watchConnectors(onChange: (list: readonly Connector[]) => void) {
      return wagmiWatchConnectors(config, { onChange: () => onChange(connectors.list()) })
    },

    connect: async (params) => (await withUser(await connections.connect(params))) as ConnectionResult,
    disconnect: connections.disconnect,
    syncConnection: async (params) => withUser(await connections.syncConnection(params)),
    switchNetwork: ({ network }) => switchNetwork(config, network),

    getBalance: (params) => getBalance(config, params),
    getTokenBalance: (params) => getTokenBalance(config, params),
    signMessage: (params) => signMessage(config, params),
    verifyMessage: (params) => verifyMessage(config, params),
    sendTransfer: (params) =>
      sendTransfer(config, { ...params, usdtStyleTokens: parameters.usdtStyleTokens }),
    sendTransaction: (params) => sendTransaction(config, params),
    estimateGas: (params) => estimateGas(config, params),
    getCapabilities: (params) => getCapabilities(config, params),
    getAssets: (params) => getAssets(config, params),
    sendCalls: (params) => sendCalls(config, params),

    destroy() {
      stopForgetting()
      connectors.stop()
      stopEvents()
    },
  }
}
