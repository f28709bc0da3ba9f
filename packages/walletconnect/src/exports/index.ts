export { createWalletConnect } from '../session/createWalletConnect.ts'
export { isCaip2 } from '../session/sessionAccounts.ts'
export type {
  CreateWalletConnectParameters,
  WalletConnect,
  WalletConnectAccount,
  WalletConnectEvent,
  WalletConnectMetadata,
  WalletConnectNamespace,
  WalletConnectProvider,
  WalletConnectStorage,
} from '../session/types.ts'
export {
  findUnreadableKeys,
  forgetWalletConnectGlobalCore,
  isWalletConnectKey,
} from '../storage/walletConnectStorage.ts'
export { sessionPeerWallet } from '../wallet/sessionPeerWallet.ts'
export { walletConnectConnectorId, walletConnectIcon } from '../wallet/walletConnectIcon.ts'
