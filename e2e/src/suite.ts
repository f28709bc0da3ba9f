import { type Devstack, startDevstack } from '@openappkit/devstack'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { launchBrowser } from './browser'
import { blockNonLoopback } from './network'
import { type ServedPlayground, servePlayground } from './playground'

export type BrowserSuite = { devstack: Devstack; playground: ServedPlayground; browser: Browser }

/**
 * For a test file: a devstack, the playground built on it and Chromium, started before the
 * file's tests (`onReady` receives them) and stopped after. `newContext` opens a browser context
 * in which any request off loopback is stopped; each test fails if one was tried, and its
 * contexts are closed after it.
 */
export function useBrowserSuite(onReady: (suite: BrowserSuite) => void) {
  let suite: BrowserSuite | undefined
  const contexts: BrowserContext[] = []
  const blocked: string[][] = []
  beforeAll(async () => {
    const devstack = await startDevstack({ ports: 0 })
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
    await suite?.devstack.stop()
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
