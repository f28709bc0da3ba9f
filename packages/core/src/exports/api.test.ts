import { expect, test } from 'vitest'
import * as entry from './api'

// The public surface of @openappkit/core/api: a change here is a change to the published API.
test('@openappkit/core/api exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`[]`)
})
