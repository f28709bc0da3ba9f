export type { SolanaAuthOptions } from '../auth/frameWallet'
export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SignAndSendTransactionParameters,
  type SolanaAdapter,
} from '../createSolanaAdapter'
export {
  encodeSolanaSignMessageParams,
  type SolanaSignMessageParams,
} from '../encoding/encodeSolanaSignMessageParams'
export { SolanaAdapterError, SolanaTransactionError, solanaErrorMessages } from '../errors'
export { type DefineSolanaClusterParameters, defineSolanaCluster } from '../networks/defineSolanaCluster'
export { type FetchSolanaClusterParameters, fetchSolanaCluster } from '../networks/fetchSolanaCluster'
export { type WalletChain, walletChainOf } from '../networks/walletChainOf'
export type { ConnectionOption } from '../rpc/createConnectionPool'
export type { StorageLike } from '../storage/createConnectionStore'
export {
  type SolanaCommitment,
  type SolanaSignAndSendOptions,
  validateSignAndSendOptions,
} from '../validators/validateSignAndSendOptions'
export { solanaMethods } from '../walletconnect/walletConnectWallet'
export type { SolanaTransaction } from '../wallets/types'
