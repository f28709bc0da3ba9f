import { expect, test } from 'vitest'
import * as entry from './playwright.ts'

// The public surface of @openappkit/testing/playwright: a change here is a change to the published API.
test('@openappkit/testing/playwright exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createDevstackPhoneWallet",
      "createTestMailbox",
      "expect",
      "injectDevstackWallets",
      "injectSolanaTestWallet",
      "injectTestWallet",
      "test",
    ]
  `)
})
