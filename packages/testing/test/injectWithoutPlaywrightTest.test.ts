import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// Node's resolution, as an app's own runner has it, with @playwright/test missing: the app
// drives Chromium with playwright-core and imports only the inject helpers.
const withoutPlaywrightTest = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module'
registerHooks({
  resolve(specifier, context, next) {
    if (/^@playwright\\/test(\\/|$)/.test(specifier))
      throw Object.assign(new Error("Cannot find package '@playwright/test'"), { code: 'ERR_MODULE_NOT_FOUND' })
    return next(specifier, context)
  },
})`)}`

test('the inject helpers run on playwright-core without @playwright/test; the fixtures need it', async () => {
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [
        '--conditions=source',
        '--experimental-transform-types',
        '--no-warnings',
        '--import',
        withoutPlaywrightTest,
        join(import.meta.dirname, 'playwright-core', 'injectInPage.ts'),
      ],
      { cwd: import.meta.dirname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    )
  })
  expect(JSON.parse(output)).toEqual({
    name: 'OpenAppKit Test Wallet',
    accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    chainId: '0x7a69',
    calls: ['eth_requestAccounts', 'eth_chainId'],
    fixtures: "Cannot find package '@playwright/test'",
  })
}, 60_000)
