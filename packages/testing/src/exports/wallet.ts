export {
  type Answer,
  Answers,
  type Approver,
  type HeldAnswer,
  ProviderRpcError,
  type WalletRequest,
} from '../wallet/answers.ts'
export { DEVSTACK_MNEMONIC, devstackEvmKey, devstackSolanaKeypair } from '../wallet/devstackKeys.ts'
export {
  announceEip6963,
  announceRaw,
  type Eip6963Info,
  TEST_WALLET_ICON,
  TEST_WALLET_INFO,
  uuidFor,
} from '../wallet/eip6963.ts'
export {
  createEvmWallet,
  type EvmWallet,
  type EvmWalletOptions,
  type WalletAssetToken,
} from '../wallet/evmWallet.ts'
export { registerStandardWallet } from '../wallet/registerWallet.ts'
export { signInMessage } from '../wallet/signInMessage.ts'
export { signSolanaMessage, signSolanaTransaction } from '../wallet/solanaSigner.ts'
export { type SolanaRequest, SolanaTestWallet, type SolanaWalletOptions } from '../wallet/solanaWallet.ts'
