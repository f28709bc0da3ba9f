import { expect, test } from 'vitest'
import * as entry from './index'

// The public surface of @openappkit/react: a change here is a change to the published API.
test('@openappkit/react exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "AppKitProvider",
      "ProviderNotFoundError",
      "useAccount",
      "useAppKit",
      "useAppKitEvents",
      "useAppKitInstance",
      "useAppKitState",
      "useAppKitTheme",
      "useBalance",
      "useDisconnect",
      "useIdentity",
      "useName",
      "useNetwork",
      "usePortfolio",
      "useWalletInfo",
      "useWallets",
    ]
  `)
})
