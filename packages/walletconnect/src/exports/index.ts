export { createWalletConnect } from '../session/createWalletConnect'
export { isCaip2 } from '../session/sessionAccounts'
export type {
  CreateWalletConnectParameters,
  WalletConnect,
  WalletConnectAccount,
  WalletConnectEvent,
  WalletConnectMetadata,
  WalletConnectNamespace,
  WalletConnectProvider,
  WalletConnectStorage,
} from '../session/types'
export {
  findUnreadableKeys,
  forgetWalletConnectGlobalCore,
  isWalletConnectKey,
} from '../storage/walletConnectStorage'
export { sessionPeerWallet } from '../wallet/sessionPeerWallet'
export { walletConnectConnectorId, walletConnectIcon } from '../wallet/walletConnectIcon'
