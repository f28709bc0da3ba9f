import { expect, test } from 'vitest'
import * as entry from './devstack.ts'

// The public surface of @openappkit/testing/devstack: a change here is a change to the published API.
test('@openappkit/testing/devstack exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createTestApp",
      "startDevstack",
    ]
  `)
})
