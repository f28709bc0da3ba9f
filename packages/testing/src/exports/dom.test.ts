import { expect, test } from 'vitest'
import * as entry from './dom.ts'

// The public surface of @openappkit/testing/dom: a change here is a change to the published API.
test('@openappkit/testing/dom exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "installDom",
    ]
  `)
})
