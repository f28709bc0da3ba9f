import { expect, test } from 'vitest'
import * as entry from './modal.ts'

// The public surface of @openappkit/react/modal: a change here is a change to the published API.
test('@openappkit/react/modal exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "AppKitModal",
      "preloadModal",
      "preloadModalProps",
    ]
  `)
})
