export {
  type Answer,
  Answers,
  type Approver,
  type HeldAnswer,
  ProviderRpcError,
  type WalletRequest,
} from './answers.ts'
export { DEVSTACK_MNEMONIC, devstackEvmKey, devstackSolanaKeypair } from './devstackKeys.ts'
export {
  announceEip6963,
  announceRaw,
  type Eip6963Info,
  TEST_WALLET_ICON,
  TEST_WALLET_INFO,
  uuidFor,
} from './eip6963.ts'
export { createEvmWallet, type EvmWallet, type EvmWalletOptions, type WalletAssetToken } from './evmWallet.ts'
export { registerStandardWallet } from './registerWallet.ts'
export { signInMessage } from './signInMessage.ts'
export { signSolanaMessage, signSolanaTransaction } from './solanaSigner.ts'
export { type SolanaRequest, SolanaTestWallet, type SolanaWalletOptions } from './solanaWallet.ts'
