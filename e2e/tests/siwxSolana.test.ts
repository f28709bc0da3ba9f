import { createPublicKey, verify } from 'node:crypto'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
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
import { injectDevstackSolanaWallet } from '../src/testWallet'

// Sign In With Solana in Chromium, on the playground's sign-in page and the devstack's backend
// (an ed25519 check there): through the wallet's own solana:signIn where it has it, else a
// CAIP-122 message signed with solana:signMessage; a refusal; a reload that keeps the session;
// cancel and close with sign-in optional and required, as for EVM (e2e/src/signInView.ts).

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const signInPage = (canSignIn: boolean, query = '&signIn=optional') =>
  openSignInPage(
    newContext,
    playground.url,
    (page) => injectDevstackSolanaWallet(page, devstack, { name: 'Solana Test Wallet', canSignIn }),
    query,
  )
const status = signInStatus
const connect = (page: Page) => connectToSignIn(page, /Solana Test Wallet/)

/** What the backend keeps, as the page's own cookie shows it. */
function backendSession(page: Page, address: string) {
  return page.evaluate(
    async ([url, chainId, account]) =>
      (
        (await (
          await fetch(`${url}/session?chainId=${chainId}&address=${account}`, { credentials: 'include' })
        ).json()) as { session: { message: string; signature: string } | null }
      ).session,
    [devstack.urls.siwx, devstack.chains.solana?.caipNetworkId, address] as const,
  )
}

function verifiesWithEd25519(message: string, signatureBase58: string, address: string) {
  const decode = (text: string) => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    let value = 0n
    for (const char of text) value = value * 58n + BigInt(alphabet.indexOf(char))
    const hex = value.toString(16)
    const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
    const zeros = text.match(/^1*/)?.[0].length ?? 0
    return Buffer.concat([Buffer.alloc(zeros), bytes])
  }
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: decode(address).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message, 'utf8'), key, decode(signatureBase58))
}

describe('Sign In With Solana', () => {
  test("the wallet's own solana:signIn: verified by the backend; a reload keeps the session", async () => {
    const { page, wallet, errors } = await signInPage(true)
    const dialog = await connect(page)
    const held = wallet.hold('signIn')
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.getByText('Sign the message in Solana Test Wallet').waitFor()
    await expect.poll(() => held.reached).toBe(true)
    held.release()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => status(page)).toBe('Signed in')
    const address = wallet.accounts[0]?.address ?? ''
    const session = await backendSession(page, address)
    if (!session) throw new Error('the backend has no session')
    // The wallet wrote it (Sign In With Solana) from the page's fields: this site, account and chain.
    expect(session.message.split('\n').slice(0, 2)).toEqual([
      `${new URL(playground.url).host} wants you to sign in with your Solana account:`,
      address,
    ])
    expect(session.message).toContain(`\nChain ID: ${devstack.chains.solana?.caipNetworkId.split(':')[1]}\n`)
    expect(verifiesWithEd25519(session.message, session.signature, address)).toBe(true)
    expect(wallet.calls.filter((c) => c === 'signMessage')).toEqual([])

    await page.reload()
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('Signed in')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(errors).toEqual([])
  })

  test('a wallet without solana:signIn signs a CAIP-122 message with signMessage', async () => {
    const { page, wallet } = await signInPage(false)
    const dialog = await connect(page)
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => status(page)).toBe('Signed in')
    const session = await backendSession(page, wallet.accounts[0]?.address ?? '')
    expect(session?.message).toContain('wants you to sign in with your Solana account:')
  })

  test('a refusal: the sign view again with "Signature declined"', async () => {
    const { page, wallet } = await signInPage(true)
    const dialog = await connect(page)
    wallet.rejectNext('signIn')
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.getByText('The wallet declined to sign. You can try again.').waitFor()
    expect(await status(page)).toBe('Signed out')
    expect(await backendSession(page, wallet.accounts[0]?.address ?? '')).toBeNull()
  })
})

describe('cancel and close (SPEC §4), as for EVM', () => {
  test('optional: Cancel closes and the wallet stays connected; the backend has no session', async () => {
    const { page, wallet } = await signInPage(true)
    await connect(page)
    await leaveOptionalSignIn(page, 'Cancel')
    expect(await backendSession(page, wallet.accounts[0]?.address ?? '')).toBeNull()
    expect(wallet.calls.filter((c) => c === 'signIn' || c === 'signMessage')).toEqual([])
  })

  test('optional: Close closes the sign view', async () => {
    const { page } = await signInPage(true)
    await connect(page)
    await leaveOptionalSignIn(page, 'Close')
  })

  test('required: Close and Escape leave the sign view open; "Cancel and disconnect" disconnects', async () => {
    const { page, wallet } = await signInPage(true, '&signIn=required')
    await connect(page)
    const address = wallet.accounts[0]?.address ?? ''
    await expectSignViewStays(page)
    await cancelRequiredSignIn(page)
    expect(await backendSession(page, address)).toBeNull()
    expect(wallet.calls.filter((c) => c === 'signIn' || c === 'signMessage')).toEqual([])
  })

  test('required: a reload without a session asks again, and the sign view cannot be closed', async () => {
    const { page } = await signInPage(true, '&signIn=required')
    await connect(page)
    await page.reload()
    await page.getByRole('dialog').getByText('Sign in with your wallet').waitFor({ timeout: 15_000 })
    await expectSignViewStays(page)
  })
})
