import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { artifactPath } from './artifacts'
import { seriousAxeViolations } from './axe'

type PlaygroundWindow = { openAppKitPlayground: { setThemeMode(mode: string): void } }

/** The modal's view entrance is over (axe reads colours mid-fade as low contrast). */
export async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      (document.querySelector('openappkit-modal')?.shadowRoot?.getAnimations() ?? [])
        // A spinner turns for ever; only the entrance ends.
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  )
}

/**
 * The modal as it is now, in light and dark: a screenshot of each in artifacts/e2e
 * (`modal-<name>-<mode>.png`) and axe-core run on each (no serious or critical violation). The
 * playground is left in light mode.
 */
export async function captureModal(page: Page, name: string): Promise<void> {
  const root = page.locator('openappkit-modal .oak-root')
  const setMode = (mode: string) =>
    page.evaluate((m) => (window as never as PlaygroundWindow).openAppKitPlayground.setThemeMode(m), mode)
  for (const mode of ['light', 'dark'] as const) {
    await setMode(mode)
    await expect.poll(() => root.getAttribute('data-theme')).toBe(mode)
    await page.screenshot({ path: artifactPath(`modal-${name}-${mode}.png`) })
    expect(await seriousAxeViolations(page), `${name} (${mode})`).toEqual([])
  }
  await setMode('light')
}
