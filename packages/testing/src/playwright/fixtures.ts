import type { Devstack, DevstackOptions } from '@openappkit/devstack'
import type { WalletConnectWallet } from '@openappkit/devstack/walletconnect'
import { test as base } from '@playwright/test'
import { startDevstack } from '../devstack/startDevstack.ts'
import { createDevstackPhoneWallet, injectDevstackWallets, type TestWallets } from './devstackWallets.ts'
import { createTestMailbox, type TestMailbox } from './mailbox.ts'

export type OpenAppKitFixtures = {
  /** The devstack test account the `wallet` fixture holds (0 unless set with `test.use`). */
  walletAccount: number
  wallet: TestWallets
  phoneWallet: WalletConnectWallet
  mailbox: TestMailbox
}

export type OpenAppKitWorkerFixtures = {
  /** How each worker's devstack starts (`test.use({ devstackOptions: { solana: false } })`). */
  devstackOptions: DevstackOptions
  devstack: Devstack
}

/**
 * Playwright's `test` with the devstack (one per worker, free ports), the test wallet in the
 * test's page, a WalletConnect phone wallet and the embedded wallet's mailbox.
 */
export const test = base.extend<OpenAppKitFixtures, OpenAppKitWorkerFixtures>({
  devstackOptions: [{}, { scope: 'worker', option: true }],
  devstack: [
    async ({ devstackOptions }, use) => {
      const devstack = await startDevstack(devstackOptions)
      await use(devstack)
      await devstack.stop()
    },
    { scope: 'worker' },
  ],
  walletAccount: [0, { option: true }],
  wallet: async ({ page, devstack, walletAccount }, use) => {
    await use(await injectDevstackWallets(page, devstack, walletAccount))
  },
  phoneWallet: async ({ devstack }, use) => {
    const wallet = await createDevstackPhoneWallet(devstack)
    await use(wallet)
    await wallet.close()
  },
  mailbox: async ({ devstack }, use) => {
    await use(createTestMailbox(devstack))
  },
})
