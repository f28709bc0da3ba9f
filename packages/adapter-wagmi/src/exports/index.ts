// What an app imports to make the adapter. Nothing here imports wagmi or viem at run time: their
// code is behind the adapter's one lazy seam (createWagmiAdapter), and a value from this entry that
// reached them would bring them into every app's first load.
export type { BaseStorage } from '../config/createWagmiConfig.ts'
export {
  type AuthConnector,
  type AuthConnectorParameters,
  authConnector,
  authConnectorId,
} from '../connectors/authConnector.ts'
export type { WalletConnectOption } from '../connectors/resolveWalletConnect.ts'
export {
  type Eip6963Announcement,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  parseEip6963Detail,
  watchEip6963Providers,
} from '../connectors/watchEip6963Providers.ts'
export { createWagmiAdapter } from '../createWagmiAdapter.ts'
export { addChainErrorCodes } from '../errors/addChainErrorCodes.ts'
export {
  ChainNotSupportedError,
  ConnectorNotFoundError,
  InvalidWalletResponseError,
  NotConnectedError,
  UserRejectedRequestError,
  WalletOnOtherNetworkError,
  WalletRequestError,
  WalletTimeoutError,
} from '../errors/walletErrors.ts'
export { toViemChain } from '../networks/toViemChain.ts'
export { isUsdtStyleToken, knownUsdtStyleTokens, type UsdtStyleTokens } from '../tokens/isUsdtStyleToken.ts'
export { usdtTransferAbi } from '../tokens/usdtTransferAbi.ts'
export type { CreateWagmiAdapterParameters, WagmiAdapter } from '../types.ts'
