// The wallet engine the devstack's wallets sign with (the embedded wallet's frame, the phone
// wallet over WalletConnect); @openappkit/testing's test wallets are built on it.
export {
  type Answer,
  Answers,
  type Approver,
  type HeldAnswer,
  ProviderRpcError,
  settle,
  type WalletRequest,
} from './answers.ts'
export { createEvmWallet, type EvmWallet, type EvmWalletOptions, type WalletAssetToken } from './evmWallet.ts'
export { signSolanaMessage, signSolanaTransaction } from './solanaSigner.ts'
