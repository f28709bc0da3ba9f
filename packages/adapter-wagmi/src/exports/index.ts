// What an app imports to make the adapter. Nothing here imports wagmi or viem at run time: their
// code is behind the adapter's one lazy seam (createWagmiAdapter), and a value from this entry that
// reached them would bring them into every app's first load.
export type { BaseStorage } from '../config/createWagmiConfig'
export {
  type AuthConnector,
  type AuthConnectorParameters,
  authConnector,
  authConnectorId,
} from '../connectors/authConnector'
export type { WalletConnectOption } from '../connectors/resolveWalletConnect'
export {
  type Eip6963Announcement,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  parseEip6963Detail,
  watchEip6963Providers,
} from '../connectors/watchEip6963Providers'
export { createWagmiAdapter } from '../createWagmiAdapter'
export { addChainErrorCodes } from '../errors/addChainErrorCodes'
export {
  ChainNotSupportedError,
  ConnectorNotFoundError,
  InvalidWalletResponseError,
  NotConnectedError,
  UserRejectedRequestError,
  WalletOnOtherNetworkError,
  WalletRequestError,
  WalletTimeoutError,
} from '../errors/walletErrors'
export { toViemChain } from '../networks/toViemChain'
export { erc20Abi, usdtTransferAbi } from '../tokens/erc20Abi'
export { isUsdtStyleToken, knownUsdtStyleTokens, type UsdtStyleTokens } from '../tokens/isUsdtStyleToken'
export type { CreateWagmiAdapterParameters, WagmiAdapter } from '../types'
