export {
  type InjectedSolanaWalletOptions,
  type InjectedWallet,
  type InjectedWalletOptions,
  injectSolanaTestWallet,
  injectTestWallet,
} from '../playwright/injectWallet.ts'
