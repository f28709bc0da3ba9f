import { expect, test } from 'vitest'
import * as entry from './wagmi.ts'

// The public surface of @openappkit/react/wagmi: a change here is a change to the published API.
test('@openappkit/react/wagmi exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "AppKitWagmiProvider",
      "WagmiAdapterNotFoundError",
    ]
  `)
})
