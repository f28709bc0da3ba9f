export type { BaseStorage } from '../config/createWagmiConfig'
export {
  type AuthConnector,
  type AuthConnectorParameters,
  authConnector,
  authConnectorId,
} from '../connectors/authConnector'
export type { WalletConnectOption } from '../connectors/resolveWalletConnect'
export { eip155Methods, walletConnect } from '../connectors/walletConnect'
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
export { addEthereumChainParameter } from '../networks/addEthereumChainParameter'
export { toViemChain } from '../networks/toViemChain'
export { erc20Abi, usdtTransferAbi } from '../tokens/erc20Abi'
export { isUsdtStyleToken, knownUsdtStyleTokens, type UsdtStyleTokens } from '../tokens/isUsdtStyleToken'
export type { CreateWagmiAdapterParameters, WagmiAdapter } from '../types'
