import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The modal's choice labelled `label` (a combobox button with its list in place). */
export const picker = (scope: Locator | Page, label: string | RegExp) =>
  scope.getByRole('combobox', { name: label, exact: typeof label === 'string' })

/**
 * Opens the choice labelled `label` and clicks the option whose name starts with `option` (a
 * token's option also shows its balance), waiting for it to be listed (tokens load after the view).
 */
export async function pick(scope: Locator | Page, label: string | RegExp, option: string) {
  const box = picker(scope, label)
  if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click()
  const item = scope.getByRole('option', { name: new RegExp(`^${option}(\\s|$)`) })
  await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(1)
  await item.click()
  await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false')
}

/** What a choice shows chosen (label, then detail). */
export const chosen = async (scope: Locator | Page, label: string | RegExp) =>
  (await picker(scope, label).textContent())?.trim()

/** The options a choice lists, by name (label, then detail). */
export async function pickerOptions(scope: Locator | Page, label: string | RegExp): Promise<string[]> {
  const box = picker(scope, label)
  await box.click()
  const names = (await scope.getByRole('option').allTextContents()).map((name) => name.trim())
  await box.click()
  return names
}
