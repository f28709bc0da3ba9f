// @vitest-environment node
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'

// React as a Server Component sees it: the react-server build, which has no createContext. The
// project's files share one module graph per worker, so the mock and the provider modules that
// failed under it are dropped again before the next file runs.
beforeAll(() => {
  vi.resetModules()
  vi.doMock('react', () => {
    const require = createRequire(import.meta.url)
    return require(join(dirname(require.resolve('react/package.json')), 'react.react-server.js'))
  })
})
afterAll(() => {
  vi.doUnmock('react')
  vi.resetModules()
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
