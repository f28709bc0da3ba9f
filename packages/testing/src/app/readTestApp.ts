import { TEST_APP_GLOBAL, type TestApp } from './testApp.ts'

/**
 * In a page the Playwright fixtures opened: the options that point the app at the test's
 * devstack. Anywhere else (the app in production, or a page no test opened) `undefined`, so the
 * app keeps its own options. Imports nothing: it costs the app's bundle a few bytes.
 */
export function readTestApp(): TestApp | undefined {
  return (globalThis as { [TEST_APP_GLOBAL]?: TestApp })[TEST_APP_GLOBAL]
}
