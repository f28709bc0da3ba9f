import { expect, test } from 'vitest'
import * as entry from './server.ts'

// The surface of @openappkit/core/server: a change here is a change to the published API (servers).
test('@openappkit/core/server exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "SiwxVerificationError",
      "defaultAllowedAncestors",
      "isOriginAllowed",
      "isOriginPattern",
      "matchesOriginPattern",
      "parseSiwxMessage",
      "verifySiwxMessage",
    ]
  `)
})
