export type { SolanaAuthOptions } from '../auth/frameWallet.ts'
export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SignAndSendTransactionParameters,
  type SolanaAdapter,
} from '../createSolanaAdapter.ts'
export {
  encodeSolanaSignMessageParams,
  type SolanaSignMessageParams,
} from '../encoding/encodeSolanaSignMessageParams.ts'
export { SolanaAdapterError, SolanaTransactionError, solanaErrorMessages } from '../errors.ts'
export { type DefineSolanaClusterParameters, defineSolanaCluster } from '../networks/defineSolanaCluster.ts'
export { type FetchSolanaClusterParameters, fetchSolanaCluster } from '../networks/fetchSolanaCluster.ts'
export { type WalletChain, walletChainOf } from '../networks/walletChainOf.ts'
export type { ConnectionOption } from '../rpc/createConnectionPool.ts'
export type { StorageLike } from '../storage/createConnectionStore.ts'
export {
  type SolanaCommitment,
  type SolanaSignAndSendOptions,
  validateSignAndSendOptions,
} from '../validators/validateSignAndSendOptions.ts'
export { solanaMethods } from '../walletconnect/solanaMethods.ts'
export type { SolanaTransaction } from '../wallets/types.ts'
