import { expect, test } from 'vitest'
import * as entry from './index'

// The public surface of @openappkit/auth-frame-client: a change here is a change to the published API.
test('@openappkit/auth-frame-client exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`[]`)
})
