import { expect, test } from 'vitest'
import * as entry from './index.ts'

// The public surface of @openappkit/adapter-solana: a change here is a change to the published API.
test('@openappkit/adapter-solana exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "SolanaAdapterError",
      "SolanaTransactionError",
      "createSolanaAdapter",
      "defineSolanaCluster",
      "encodeSolanaSignMessageParams",
      "fetchSolanaCluster",
      "solanaErrorMessages",
      "solanaMethods",
      "validateSignAndSendOptions",
      "walletChainOf",
    ]
  `)
})
