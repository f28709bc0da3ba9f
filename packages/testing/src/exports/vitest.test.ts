import { expect, test } from 'vitest'
import * as entry from './vitest.ts'

// The public surface of @openappkit/testing/vitest: a change here is a change to the published API.
test('@openappkit/testing/vitest exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createManualClock",
      "createTestAppKit",
      "testAddress",
      "testAnalytics",
      "testApi",
      "testDirectory",
    ]
  `)
})
