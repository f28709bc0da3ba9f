import type { Devstack, DevstackOptions } from '@openappkit/devstack'
import type { WalletConnectWallet } from '@openappkit/devstack/walletconnect'
import { test as base } from '@playwright/test'
import { createTestApp } from '../app/createTestApp.ts'
import { TEST_APP_GLOBAL, type TestApp } from '../app/testApp.ts'
import { startDevstack } from '../devstack/startDevstack.ts'
import { createDevstackPhoneWallet, injectDevstackWallets, type TestWallets } from './devstackWallets.ts'
import { createTestMailbox, type TestMailbox } from './mailbox.ts'

export type OpenAppKitFixtures = {
  /** The devstack test account the `wallet` fixture holds (0 unless set with `test.use`). */
  walletAccount: number
  wallet: TestWallets
  phoneWallet: WalletConnectWallet
  mailbox: TestMailbox
  /** The project id `testApp` gives the app ('test-app' unless set with `test.use`). */
  testAppProjectId: string
  /**
   * The options that point the app at this worker's devstack, put into every page before the
   * app's scripts run: the app reads them with `readTestApp()` from `@openappkit/testing/app`.
   */
  testApp: TestApp
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
    // Its start (chains, contracts) can take longer than a test on a loaded CI machine.
    { scope: 'worker', timeout: 120_000 },
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
  testAppProjectId: ['test-app', { option: true }],
  testApp: [
    async ({ page, devstack, testAppProjectId }, use) => {
      const testApp = createTestApp(devstack, { projectId: testAppProjectId })
      await page.addInitScript(([name, value]) => Object.assign(globalThis, { [name]: value }), [
        TEST_APP_GLOBAL,
        testApp,
      ] as const)
      await use(testApp)
    },
    { auto: true },
  ],
  mailbox: async ({ devstack }, use) => {
    // A test that reads the mailbox logs in by email: the frame's page is built on its first
    // request (seconds on a busy machine), so build it now rather than while the app waits for it.
    if (devstack.urls.frame) await fetch(`${devstack.urls.frame}/frame.js`)
    await use(createTestMailbox(devstack))
  },
})
