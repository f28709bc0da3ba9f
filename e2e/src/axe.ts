import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource = (require('axe-core') as { source: string }).source

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * Runs axe-core in the page (open shadow roots included) and returns the serious and critical
 * violations, each with the elements it names, so a failing assertion says what to fix.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as never as { axe: { run(context: unknown, options: unknown): Promise<unknown> } })
      .axe
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[]
    }
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => JSON.stringify(n.target)),
      }))
  })
}
