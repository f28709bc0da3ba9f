// @vitest-environment node
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { expect, test, vi } from 'vitest'

// React as a Server Component sees it: the react-server build, which has no createContext.
vi.mock('react', () => {
  const require = createRequire(import.meta.url)
  return require(join(dirname(require.resolve('react/package.json')), 'react.react-server.js'))
})

test("imported by a Server Component, the provider fails at once, naming the missing 'use client'", async () => {
  const error = await import('../AppKitProvider.tsx').then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toMatchObject({
    name: 'ServerComponentError',
    shortMessage:
      "@openappkit/react was imported by a Server Component: add 'use client' to your providers file",
  })
  expect((error as Error).message).toContain('The file that calls createAppKit and renders <AppKitProvider>')
})
