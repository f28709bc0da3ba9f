import { expect, test } from 'vitest'
import * as entry from './app.ts'

// The public surface of @openappkit/testing/app: a change here is a change to the published API.
test('@openappkit/testing/app exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "TEST_APP_GLOBAL",
      "readTestApp",
    ]
  `)
})
