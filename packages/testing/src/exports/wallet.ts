export {
  type Answer,
  Answers,
  type Approver,
  createEvmWallet,
  type EvmWallet,
  type EvmWalletOptions,
  type HeldAnswer,
  ProviderRpcError,
  signSolanaMessage,
  signSolanaTransaction,
  type WalletAssetToken,
  type WalletRequest,
} from '@openappkit/devstack/wallet'
export { DEVSTACK_MNEMONIC, devstackEvmKey, devstackSolanaKeypair } from '../wallet/devstackKeys.ts'
export {
  announceEip6963,
  announceRaw,
  type Eip6963Info,
  TEST_WALLET_ICON,
  TEST_WALLET_INFO,
  uuidFor,
} from '../wallet/eip6963.ts'
export { registerStandardWallet } from '../wallet/registerWallet.ts'
export { signInMessage } from '../wallet/signInMessage.ts'
export { type SolanaRequest, SolanaTestWallet, type SolanaWalletOptions } from '../wallet/solanaWallet.ts'
