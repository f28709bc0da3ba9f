import { expect, test } from 'vitest'
import * as entry from './msw.ts'

// The public surface of @openappkit/testing/msw: a change here is a change to the published API.
test('@openappkit/testing/msw exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "analyticsHandlers",
      "blockchainApiHandlers",
      "fixtures",
      "walletDirectoryHandlers",
    ]
  `)
})
