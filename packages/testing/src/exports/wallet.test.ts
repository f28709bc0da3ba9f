import { expect, test } from 'vitest'
import * as entry from './wallet.ts'

// The public surface of @openappkit/testing/wallet: a change here is a change to the published API.
test('@openappkit/testing/wallet exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "Answers",
      "DEVSTACK_MNEMONIC",
      "ProviderRpcError",
      "SolanaTestWallet",
      "TEST_WALLET_ICON",
      "TEST_WALLET_INFO",
      "announceEip6963",
      "announceRaw",
      "createEvmWallet",
      "devstackEvmKey",
      "devstackSolanaKeypair",
      "registerStandardWallet",
      "signInMessage",
      "signSolanaMessage",
      "signSolanaTransaction",
      "uuidFor",
    ]
  `)
})
