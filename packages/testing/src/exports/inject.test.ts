import { expect, test } from 'vitest'
import * as entry from './inject.ts'

// The public surface of @openappkit/testing/inject: a change here is a change to the published API.
test('@openappkit/testing/inject exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createDevstackPhoneWallet",
      "createTestMailbox",
      "injectDevstackWallets",
      "injectSolanaTestWallet",
      "injectTestWallet",
    ]
  `)
})
