import jsQR from 'jsqr'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { pick } from './picker'

// The modal's Send and Receive views as a user drives them, shared by the EVM and Solana send tests.

/** Chooses the token whose option starts with `symbol` (the options read "OAK (1,000,000)"). */
export async function chooseToken(dialog: Locator, symbol: string) {
  await pick(dialog, 'Token', symbol)
}

export async function fillSend(dialog: Locator, symbol: string, amount: string, to: string) {
  await chooseToken(dialog, symbol)
  await dialog.getByLabel('Amount', { exact: true }).fill(amount)
  await dialog.getByLabel('To', { exact: true }).fill(to)
}

/** Review, see a real fee in the native coin, then confirm with a double click, and wait for the success step. */
export async function reviewAndSend(dialog: Locator, feeSymbol = 'ETH') {
  await dialog.getByRole('button', { name: 'Review' }).click()
  await dialog.getByTestId('send-preview').waitFor()
  await expect
    .poll(() => dialog.getByTestId('send-preview-fee').textContent(), { timeout: 10_000 })
    // A real fee: never "0.000" (a fee under 0.001 reads "< 0.001").
    .toMatch(new RegExp(`^(?!0\\.000 )(< )?\\d[\\d,]*\\.\\d{3} ${feeSymbol}$`))
  // Its worth in USD (the devstack prices ETH and SOL), never "$0.00".
  expect(await dialog.getByTestId('send-preview-fee-usd').textContent()).toMatch(/^(≈ |< )\$\d+\.\d\d$/)
  expect(await dialog.getByTestId('send-preview-fee-usd').textContent()).not.toBe('≈ $0.00')
  await dialog.getByRole('button', { name: 'Send', exact: true }).dblclick()
  await dialog.getByTestId('send-success').waitFor({ timeout: 15_000 })
  expect(await dialog.getByRole('status').first().textContent()).toBe('Sent')
}

/**
 * What a phone camera reads from a QR code on screen: the element's pixels (logo and all), on a
 * white margin, decoded by jsQR.
 */
export async function decodeQrCode(page: Page, element: Locator): Promise<string | undefined> {
  const png = (await element.screenshot()).toString('base64')
  const pixels = await page.evaluate(async (data) => {
    const image = new Image()
    image.src = `data:image/png;base64,${data}`
    await image.decode()
    const margin = 40
    const canvas = document.createElement('canvas')
    canvas.width = image.width + margin * 2
    canvas.height = image.height + margin * 2
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(image, margin, margin)
    const { data: rgba, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    return { rgba: Array.from(rgba), width, height }
  }, png)
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data
}
