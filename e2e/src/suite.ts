import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { launchBrowser } from './browser'
import { blockNonLoopback } from './network'
import { type ServedPlayground, servePlayground } from './playground'

export type BrowserSuite = { devstack: DevstackInfo; playground: ServedPlayground; browser: Browser }

/**
 * For a test file: the project's devstack (the global setup's, shared by every file: take your
 * own accounts or measure what changed), the playground built on it and Chromium, started before
 * the file's tests (`onReady` receives them) and stopped after. `newContext` opens a browser context
 * in which any request off loopback is stopped; each test fails if one was tried, and its
 * contexts are closed after it.
 */
export function useBrowserSuite(onReady: (suite: BrowserSuite) => void) {
  let suite: BrowserSuite | undefined
  const contexts: BrowserContext[] = []
  const blocked: string[][] = []
  beforeAll(async () => {
    const devstack = inject('devstack')
    suite = { devstack, playground: await servePlayground(devstack), browser: await launchBrowser() }
    onReady(suite)
  })
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close()
    expect(blocked.splice(0).flat(), 'requests that would have left the machine').toEqual([])
  })
  afterAll(async () => {
    await suite?.browser.close()
    await suite?.playground.stop()
  })
  return {
    async newContext(options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
      if (!suite) throw new Error('the browser suite has not started')
      const context = await suite.browser.newContext(options)
      contexts.push(context)
      blocked.push(await blockNonLoopback(context))
      return context
    },
  }
}
