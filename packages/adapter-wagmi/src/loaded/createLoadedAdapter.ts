import type { FrameClient, FrameUser } from '@openappkit/auth-frame-client'
import {
  BaseError,
  type ConnectionResult,
  type Connector,
  type EmbeddedUser,
  type EmbeddedWallet,
} from '@openappkit/core'
import { embeddedUserOf } from '@openappkit/core/internal'
import { type CreateConnectorFn, injected, watchConnectors as wagmiWatchConnectors } from '@wagmi/core'
import { connectionResult, toAdapterAccounts } from '../actions/connectionResult.ts'
import { createConnections } from '../actions/createConnections.ts'
import { embeddedAccounts } from '../actions/embeddedAccounts.ts'
import { estimateGas } from '../actions/estimateGas.ts'
import { forgetStoredConnections } from '../actions/forgetStoredConnections.ts'
import { getAssets } from '../actions/getAssets.ts'
import { getBalance } from '../actions/getBalance.ts'
import { getCallsStatus } from '../actions/getCallsStatus.ts'
import { getCapabilities } from '../actions/getCapabilities.ts'
import { getProvider } from '../actions/getProvider.ts'
import { getTokenBalance } from '../actions/getTokenBalance.ts'
import { sendCalls } from '../actions/sendCalls.ts'
import { sendTransaction } from '../actions/sendTransaction.ts'
import { sendTransfer } from '../actions/sendTransfer.ts'
import { signMessage } from '../actions/signMessage.ts'
import { signTypedData } from '../actions/signTypedData.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { verifyMessage } from '../actions/verifyMessage.ts'
import { waitForTransaction } from '../actions/waitForTransaction.ts'
import { watchConnectionEvents } from '../actions/watchConnectionEvents.ts'
import { createWagmiConfig } from '../config/createWagmiConfig.ts'
import { addConnector, discoversOwnWallets } from '../config/wagmiInternals.ts'
import { authConnectorId } from '../connectors/authConnector.ts'
import { type AuthConnectorProperties, createAuthConnector } from '../connectors/createAuthConnector.ts'
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
      : auth &&
        createAuthConnector({ client: () => Promise.resolve(auth.client), hooks: auth.hooks }, onUserChange)
  if (appAuth) connectorFns.push(mark(appAuth, 'AUTH'))
  // Core's embedded wallet, when it came before this code; a later one is added to the config.
  if (input.embeddedWallet && !parameters.wagmiConfig)
    connectorFns.push(mark(createAuthConnector(input.embeddedWallet, onUserChange), 'AUTH'))
  // The AUTH connector's news after a send: the smart account is deployed now.
  function onUserChange(user: FrameUser) {
    emit({ type: 'embeddedUserChanged', user: embeddedUserOf(user) as EmbeddedUser })
  }
  // The frame client the AUTH connector logs in with: its user goes with each of its connections,
  // and its accounts (EOA and smart account) are typed by it.
  let frame = auth && typeof auth !== 'function' ? async () => auth.client : input.embeddedWallet?.client
  let frameClient: FrameClient | undefined
  const typed = (connectorId: string, addresses: readonly string[]) =>
    connectorId === authConnectorId
      ? embeddedAccounts(frameClient?.user, addresses)
      : toAdapterAccounts(addresses)
  const withUser = async (result: ConnectionResult | null) => {
    if (result?.connectorId !== authConnectorId || !frame) return result
    frameClient = await frame()
    return {
      ...result,
      accounts: typed(
        result.connectorId,
        result.accounts.map((a) => a.address),
      ),
      user: embeddedUserOf(frameClient.user, frameClient.storage.get('smartAccountEnabledNetworks')),
    }
  }

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
  const stopEvents = watchConnectionEvents(config, emit, connections.isOwnDisconnect, typed)

  const addEmbeddedWallet = (wallet: EmbeddedWallet) => {
    frame = wallet.client
    addConnector(config, mark(createAuthConnector(wallet, onUserChange), 'AUTH'))
  }
  if (input.embeddedWallet && parameters.wagmiConfig) addEmbeddedWallet(input.embeddedWallet)

  return {
    wagmiConfig: config,
    addEmbeddedWallet,
    addWalletConnect: (session) => addConnector(config, mark(walletConnect(session), 'WALLET_CONNECT')),
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
    signTypedData: (params) => signTypedData(config, params),
    getProvider: () => getProvider(config),
    verifyMessage: (params) => verifyMessage(config, params),
    sendTransfer: (params) =>
      sendTransfer(config, { ...params, usdtStyleTokens: parameters.usdtStyleTokens }),
    sendTransaction: (params) => sendTransaction(config, params),
    estimateGas: (params) => estimateGas(config, params),
    waitForTransaction: (params) => waitForTransaction(config, params),
    getCapabilities: (params) => getCapabilities(config, params),
    getAssets: (params) => getAssets(config, params),
    sendCalls: (params) => sendCalls(config, params),
    getCallsStatus: (params) => getCallsStatus(config, params),
    async setAccountType({ connectorId, type }) {
      const connection = connections.current()
      if (connection?.connector.id !== connectorId || connectorId !== authConnectorId)
        throw new BaseError('The embedded wallet is not connected', {
          details: `Only the connected embedded wallet ("${authConnectorId}") has account types`,
        })
      await (connection.connector as unknown as AuthConnectorProperties).setAccountType(type)
      return (await withUser(connectionResult(connections.current() ?? connection))) as ConnectionResult
    },

    destroy() {
      stopForgetting()
      connectors.stop()
      stopEvents()
    },
  }
}
