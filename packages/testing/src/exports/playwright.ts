// Everything of ./inject, and the fixtures (`test`, `expect`), which need @playwright/test.
export { expect } from '@playwright/test'
export {
  createDevstackPhoneWallet,
  type DevstackTarget,
  injectDevstackWallets,
  type TestWallets,
} from '../playwright/devstackWallets.ts'
export { type OpenAppKitFixtures, type OpenAppKitWorkerFixtures, test } from '../playwright/fixtures.ts'
export {
  type InjectedSolanaWalletOptions,
  type InjectedWallet,
  type InjectedWalletOptions,
  injectSolanaTestWallet,
  injectTestWallet,
} from '../playwright/injectWallet.ts'
export { createTestMailbox, type TestMailbox } from '../playwright/mailbox.ts'
export type { PlaywrightPage } from '../playwright/page.ts'
