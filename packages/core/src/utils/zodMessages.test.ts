import { expect, test } from 'vitest'
import { walletListingSchema } from '../api/walletDirectory.ts'
import { resolveOptions } from '../options/resolveOptions.ts'

// zod/mini has no messages of its own; these are the ones classic zod gave, which apps, the
// adapters and the devstack show.
test('schema failures read in English', () => {
  // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
  expect(() => resolveOptions({ features: { swaps: 'yes' } } as any)).toThrowError(
    expect.objectContaining({
      details: '✖ Invalid input: expected boolean, received string\n  → at features.swaps',
    }),
  )
  expect(walletListingSchema.safeParse({ id: 'a' }).error?.issues.map((issue) => issue.message)).toEqual([
    'Invalid input: expected string, received undefined',
  ])
})
