import { expect, test } from 'vitest'
import * as entry from './index'

// The public surface of @openappkit/core: a change here is a change to the published API.
test('@openappkit/core exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "version",
    ]
  `)
})
