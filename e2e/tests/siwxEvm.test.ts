import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Page } from 'playwright-core'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { seriousAxeViolations } from '../src/axe'
import type { ServedPlayground } from '../src/playground'
import {
  cancelRequiredSignIn,
  connectToSignIn,
  expectSignViewStays,
  leaveOptionalSignIn,
  openSignInPage,
  signInStatus,
} from '../src/signInView'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet, type TestWallet } from '../src/testWallet'

// SPEC §4's sign-in flow in Chromium, on the playground's sign-in page (the playground's instance
// with sign-in on, checked by the devstack's app-backend stand-in) and the test wallet on anvil: every
// branch (sign, decline, cancel optional and required, close blocked), a reload that keeps the
// session, and what the backend says.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const signInPage = (query = '&signIn=optional') =>
  openSignInPage(newContext, playground.url, (page) => injectDevstackWallet(page, devstack), query)
const status = signInStatus
const connect = (page: Page) => connectToSignIn(page, /OpenAppKit Test Wallet/)

async function signWith(page: Page, wallet: TestWallet) {
  const dialog = page.getByRole('dialog')
  const held = wallet.hold('personal_sign')
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await dialog.getByText('Sign the message in OpenAppKit Test Wallet').waitFor()
  await expect.poll(() => held.reached).toBe(true)
  return held
}

describe('sign-in optional', () => {
  test('sign: ConnectingSiwe while the wallet decides, then closed and signed in; the backend has the session; a reload keeps it; sign out', async () => {
    const { page, wallet, errors } = await signInPage()
    const dialog = await connect(page)
    // The page and the header are the one instance: both show the connection.
    expect(await page.getByTestId('page-account').textContent()).toBe(wallet.address)
    expect(await seriousAxeViolations(page)).toEqual([])
    const held = await signWith(page, wallet)
    expect(await status(page)).toBe('Signing in')
    expect(await seriousAxeViolations(page)).toEqual([])
    // What the wallet is asked to sign is an EIP-4361 message for this page and account.
    const [hex] = (held.request?.params ?? []) as string[]
    const signed = parseSiweMessage(Buffer.from(String(hex).slice(2), 'hex').toString('utf8'))
    expect(signed).toMatchObject({
      address: wallet.address,
      domain: new URL(playground.url).host,
      chainId: 31337,
    })
    held.release()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => status(page)).toBe('Signed in')

    await page.getByRole('button', { name: 'Ask the backend' }).click()
    await expect
      .poll(() => page.getByTestId('sign-in-server').textContent())
      .toBe('The backend has this session (its cookie names it)')

    await page.reload()
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('Signed in')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(1)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => status(page)).toBe('Signed out')
    const answer = await page.evaluate(
      async ([url, address]) =>
        (
          await fetch(`${url}/session?chainId=eip155:31337&address=${address}`, { credentials: 'include' })
        ).json(),
      [devstack.urls.siwx, wallet.address] as const,
    )
    expect(answer).toEqual({ session: null })
    expect(errors).toEqual([])
  })

  test('decline: the sign view again with "Signature declined"; a second try signs in', async () => {
    const { page, wallet } = await signInPage()
    const dialog = await connect(page)
    const held = await signWith(page, wallet)
    held.release({ kind: 'refuse' })
    await dialog.getByText('The wallet declined to sign. You can try again.').waitFor()
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Sign in')
    await page.getByText('Signature declined').first().waitFor()
    expect(await status(page)).toBe('Signed out')
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => status(page)).toBe('Signed in')
  })

  test('cancel closes and the wallet stays connected; signing in from the page asks the wallet without the modal', async () => {
    const { page } = await signInPage()
    await connect(page)
    await leaveOptionalSignIn(page, 'Cancel')
    // From the page (headless), sign-in asks the wallet without opening the modal.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => status(page)).toBe('Signed in')
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('Close closes the sign view when sign-in is optional', async () => {
    const { page } = await signInPage()
    await connect(page)
    await leaveOptionalSignIn(page, 'Close')
  })
})

describe('sign-in required', () => {
  test('Close and Escape leave the sign view open; "Cancel and disconnect" disconnects', async () => {
    const { page } = await signInPage('&signIn=required')
    await connect(page)
    await expectSignViewStays(page)
    await cancelRequiredSignIn(page)
  })

  test('a reload without a session asks again, and the sign view cannot be closed', async () => {
    const { page } = await signInPage('&signIn=required')
    await connect(page)
    await page.reload()
    await page.getByRole('dialog').getByText('Sign in with your wallet').waitFor({ timeout: 15_000 })
    await expectSignViewStays(page)
  })
})
