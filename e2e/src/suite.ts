import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { launchBrowser } from './browser'
import { blockNonLoopback } from './network'
import { type ServedPlayground, servePlayground } from './playground'

export type BrowserSuite = { devstack: DevstackInfo; playground: ServedPlayground; browser: Browser }

// One Chromium for every file of the run (the e2e project shares its worker's modules across
// files): each test still gets fresh browser contexts, so nothing carries over but the process,
// and a file saves the browser's start. A browser that went away is launched again.
let shared: Promise<Browser> | undefined
async function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser()
  const browser = await shared
  if (browser.isConnected()) return browser
  shared = launchBrowser()
  return shared
}

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
    suite = { devstack, playground: await servePlayground(devstack), browser: await sharedBrowser() }
    onReady(suite)
  })
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close()
    expect(blocked.splice(0).flat(), 'requests that would have left the machine').toEqual([])
  })
  afterAll(async () => {
    // What the file opened outside `newContext` closes with it, as when each file had its own browser.
    for (const context of suite?.browser.contexts() ?? []) await context.close()
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
