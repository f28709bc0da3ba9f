import { type DevstackInfo, mailbox } from '@openappkit/devstack/vitest'
import type { Browser } from 'playwright-core'
import { expect } from 'vitest'
import { blockNonLoopback } from './network'

// The embedded-wallet app page (e2e/pages/embeddedApp) as the embedded*.test.ts files open it,
// and the dev mailbox as its user reads it.

/** The newest mail to `email` after `after` that has `field`, waiting for it to arrive. */
export async function mailOf(
  devstack: DevstackInfo,
  email: string,
  field: 'otp' | 'approveUrl',
  after: number,
): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        found = (await mailbox(devstack, email)).filter((m) => m.id > after && m[field]).at(-1)?.[field]
        return found
      },
      { timeout: 10_000 },
    )
    .toBeDefined()
  return found as string
}

/**
 * The page in a fresh browser context on the devstack (its URLs in the query string, with
 * `query` added), with its page errors and the requests that would have left the machine.
 */
export async function openEmbeddedApp(
  browser: Browser,
  origin: string,
  devstack: DevstackInfo,
  query: Record<string, string> = {},
) {
  const context = await browser.newContext()
  const blocked = await blockNonLoopback(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const search = new URLSearchParams({
    frame: devstack.urls.frame,
    evmRpc: devstack.urls.evmRpc,
    chainId: String(devstack.chains.evm.chainId),
    solanaRpc: devstack.urls.solanaRpc as string,
    ...query,
  })
  await page.goto(`${origin}/?${search}`)
  await page.waitForFunction(() => 'app' in window)
  return { context, blocked, page, errors }
}
