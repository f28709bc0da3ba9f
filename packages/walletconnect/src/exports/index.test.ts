import { expect, test } from 'vitest'
import * as entry from './index.ts'

// The public surface of @openappkit/walletconnect: a change here is a change to the published API.
test('@openappkit/walletconnect exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createWalletConnect",
      "findUnreadableKeys",
      "forgetWalletConnectGlobalCore",
      "isCaip2",
      "isWalletConnectKey",
      "sessionPeerWallet",
      "walletConnectConnectorId",
      "walletConnectIcon",
    ]
  `)
})
