import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

// The playground's sign-in page and the modal's sign view as a user drives them, shared by the
// EVM and Solana sign-in tests: the SPEC §4 cancel and close branches are the same for both.

type NewContext = (options: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>

/**
 * The sign-in page with a wallet injected by `inject` as the page's only extension (the
 * playground's dev wallet is off). `query` adds options: `&signIn=optional` or `&signIn=required`
 * turns sign-in on (the playground's instance has it off otherwise).
 */
export async function openSignInPage<W>(
  newContext: NewContext,
  playgroundUrl: string,
  inject: (page: Page) => Promise<W>,
  query: string,
) {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 800 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const wallet = await inject(page)
  await page.goto(`${playgroundUrl}?devWallet=off${query}#/sign-in`)
  return { page, wallet, errors }
}

export const signInStatus = (page: Page) => page.getByTestId('sign-in-status').textContent()

/** Connects the wallet named `walletName` from the sign-in page; the sign view is where the modal lands. */
export async function connectToSignIn(page: Page, walletName: RegExp) {
  await page.getByRole('button', { name: 'Connect to sign in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).click()
  await dialog.getByText('Sign in with your wallet').waitFor()
  expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Sign in')
  await expect.poll(() => signInStatus(page)).toBe('Signed out')
  return dialog
}

/** Optional sign-in: Cancel or Close closes the sign view; the wallet stays connected, signed out. */
export async function leaveOptionalSignIn(page: Page, button: 'Cancel' | 'Close') {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  expect(await signInStatus(page)).toBe('Signed out')
  expect(await page.getByTestId('sign-in-account').textContent()).not.toBe('Not connected')
}

/** Required sign-in: Close and Escape leave the sign view open. */
export async function expectSignViewStays(page: Page) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.keyboard.press('Escape')
  // Nothing to wait for when nothing happens: give a close the time it would take (150 ms view transition).
  await page.waitForTimeout(300)
  expect(await dialog.getByText('Sign in with your wallet').isVisible()).toBe(true)
}

/** Required sign-in: "Cancel and disconnect" closes the view and disconnects the wallet. */
export async function cancelRequiredSignIn(page: Page) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Cancel and disconnect' }).click()
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('sign-in-account').textContent()).toBe('Not connected')
  expect(await signInStatus(page)).toBe('Not connected')
}
