/**
 * What the wallet helpers use of a Playwright page, written out rather than imported: a page of
 * `playwright-core` or of `@playwright/test` (the same class) fits it, and an app that drives the
 * browser with `playwright-core` alone needs no `@playwright/test` to run or type-check them.
 * The page functions' argument is `any` because Playwright types it through its own mapped type;
 * the helpers annotate the argument of each function they pass.
 */
export type PlaywrightPage = {
  // biome-ignore lint/suspicious/noExplicitAny: see above; no written type matches Playwright's mapped one
  addInitScript(script: (arg: any) => unknown, arg: unknown): Promise<unknown>
  exposeFunction(name: string, callback: (...args: never[]) => unknown): Promise<unknown>
  // biome-ignore lint/suspicious/noExplicitAny: as for addInitScript
  evaluate(pageFunction: (arg: any) => unknown, arg: unknown): Promise<unknown>
}
