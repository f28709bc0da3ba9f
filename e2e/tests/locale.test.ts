import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { expect, test } from 'vitest'
import { artifactPath } from '../src/artifacts'
import { seriousAxeViolations } from '../src/axe'
import { captureModal } from '../src/captureModal'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet } from '../src/testWallet'

// The playground's Locale page in each language of the `locale` option: the page's connect
// button, the modal's Connect and Account views and the balance as the language writes numbers,
// a screenshot of each (artifacts/e2e/locale-<locale>-*.png), axe-core on each.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const languages = [
  {
    locale: 'en',
    connect: 'Connect wallet',
    account: 'Account',
    close: 'Close',
    amount: /^\d{1,3}(,\d{3})*(\.\d{1,3})?$/,
  },
  // English groups thousands with ","; German and Spanish with ".", and write decimals with ",".
  {
    locale: 'de',
    connect: 'Wallet verbinden',
    account: 'Konto',
    close: 'Schließen',
    amount: /^\d{1,3}(\.\d{3})*(,\d{1,3})?$/,
  },
  {
    locale: 'es',
    connect: 'Conectar billetera',
    account: 'Cuenta',
    close: 'Cerrar',
    amount: /^\d{1,5}(\.\d{3})*(,\d{1,3})?$/,
  },
] as const

test.each(languages)(
  '$locale: the button, Connect and Account in the language, numbers as it writes them',
  async (language) => {
    const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 800 } })
    const page = await context.newPage()
    const errors: string[] = []
    const requests: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('request', (request) => requests.push(request.url()))
    await injectDevstackWallet(page, devstack)
    await page.goto(`${playground.url}?devWallet=off&locale=${language.locale}#/locale`)
    await page.getByRole('heading', { name: 'Locale', level: 2 }).waitFor()
    expect(
      await page
        .getByRole('navigation', { name: 'Languages' })
        .locator('[aria-current="page"]')
        .getAttribute('lang'),
    ).toBe(language.locale)

    const button = page.locator('[data-openappkit-button="connect"]').first()
    expect(await button.textContent()).toBe(language.connect)
    await button.click()
    const dialog = page.getByRole('dialog')
    const title = dialog.getByRole('heading', { level: 2 })
    await expect.poll(() => title.textContent(), { timeout: 10_000 }).toBe(language.connect)
    expect(await dialog.getByRole('button', { name: language.close }).count()).toBe(1)
    await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).waitFor()
    await page.screenshot({ path: artifactPath(`locale-${language.locale}-connect.png`) })
    expect(await seriousAxeViolations(page), `${language.locale} connect`).toEqual([])

    await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
    await expect.poll(() => title.textContent(), { timeout: 10_000 }).toBe(language.account)
    const balance = dialog.getByTestId('account-balance')
    await expect
      .poll(async () => /\sETH$/.test((await balance.textContent()) ?? ''), { timeout: 10_000 })
      .toBe(true)
    const amount = (await balance.textContent())?.match(/(\S+) ETH$/)?.[1] ?? ''
    expect(amount, `${language.locale} balance`).toMatch(language.amount)
    await page.screenshot({ path: artifactPath(`locale-${language.locale}-account.png`) })
    expect(await seriousAxeViolations(page), `${language.locale} account`).toEqual([])

    // Closed, the page's ConnectButton shows the account and the same balance, written alike.
    await page.keyboard.press('Escape')
    await expect.poll(() => button.getAttribute('data-state'), { timeout: 10_000 }).toBe('connected')
    await expect
      .poll(async () => (await button.textContent())?.endsWith(`${amount} ETH`), { timeout: 10_000 })
      .toBe(true)
    expect(await button.textContent()).toMatch(/^0xf3\.\.\.b92266 /)

    // Only the chosen language's strings were fetched: no other locale's chunk.
    const others = languages.map((l) => l.locale).filter((l) => l !== 'en' && l !== language.locale)
    expect(requests.filter((url) => others.some((l) => new RegExp(`/${l}-[\\w-]+\\.js$`).test(url)))).toEqual(
      [],
    )
    if (language.locale !== 'en')
      expect(requests.some((url) => new RegExp(`/${language.locale}-[\\w-]+\\.js$`).test(url))).toBe(true)
    expect(errors).toEqual([])
  },
)

test('ar: the dialog reads right to left, close on the left, the balance still "1.5 ETH"; axe clean at 1280 and 360 px', async () => {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await injectDevstackWallet(page, devstack)
  await page.goto(`${playground.url}?devWallet=off&locale=ar#/locale`)
  const button = page.locator('[data-openappkit-button="connect"]').first()
  await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('ربط المحفظة')
  await button.click()
  const dialog = page.getByRole('dialog')
  const title = dialog.getByRole('heading', { level: 2 })
  await expect.poll(() => title.textContent(), { timeout: 10_000 }).toBe('ربط المحفظة')
  expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
  const card = await dialog.boundingBox()
  const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox()
  if (!card || !close) throw new Error('the dialog or its close button has no box')
  expect(close.x + close.width / 2).toBeLessThan(card.x + card.width / 4)
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).waitFor()
  await captureModal(page, 'rtl-connect')

  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await expect.poll(() => title.textContent(), { timeout: 10_000 }).toBe('الحساب')
  const balance = dialog.getByTestId('account-balance')
  await expect
    .poll(async () => /ETH$/.test((await balance.textContent()) ?? ''), { timeout: 10_000 })
    .toBe(true)
  // The amount is drawn before its symbol, left to right, as in every language.
  const order = await balance.evaluate((element) => {
    const text = [...element.childNodes].find(
      (node) => node.nodeType === Node.TEXT_NODE && /ETH/.test(node.textContent ?? ''),
    )
    if (!text?.textContent) return undefined
    const x = (at: number) => {
      const range = document.createRange()
      range.setStart(text, at)
      range.setEnd(text, at + 1)
      return range.getBoundingClientRect().x
    }
    return { digit: x(0), symbol: x(text.textContent.indexOf('ETH')) }
  })
  expect(order && order.digit < order.symbol).toBe(true)
  await page.setViewportSize({ width: 360, height: 640 })
  // On a small phone, Disconnect is in reach without scrolling.
  const disconnect = await dialog.getByRole('button', { name: 'قطع الاتصال' }).boundingBox()
  expect(disconnect && disconnect.y > 0 && disconnect.y + disconnect.height <= 640).toBe(true)
  await captureModal(page, 'rtl-account-phone')
  expect(errors).toEqual([])
})
