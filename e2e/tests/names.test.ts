import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Page } from 'playwright-core'
import { generatePrivateKey } from 'viem/accounts'
import { expect, test } from 'vitest'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import { injectTestWallet } from '../src/testWallet'

// Names in the playground's modal on the devstack: the name service checks the wallet's real
// signature on anvil and keeps the name; the account shows it and the reverse lookup returns it.
// Each wallet is a fresh key (a name needs no funds), so no other file's account gets a name.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const label = `e2e-${Date.now().toString(36)}`

async function connectedWithFreshKey(): Promise<{ page: Page; address: string }> {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 900 } })
  const page = await context.newPage()
  const { chainId } = devstack.chains.evm
  const wallet = await injectTestWallet(page, {
    rpcUrl: devstack.urls.evmRpc,
    chainId,
    chains: { [chainId + 1]: devstack.urls.evmRpc },
    privateKey: generatePrivateKey(),
  })
  await page.goto(playground.url)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /OpenAppKit Test Wallet/ })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Choose a name' }).click({ timeout: 15_000 })
  return { page, address: wallet.address }
}

async function reverseLookup(address: string): Promise<string[]> {
  const url = new URL(`/v1/profile/reverse/${address}`, devstack.urls.blockchainApi)
  url.searchParams.set('projectId', 'playground')
  url.searchParams.set('apiVersion', '2')
  const records = (await (await fetch(url)).json()) as { name: string }[]
  return records.map((record) => record.name)
}

test('register a name: signed in the wallet, checked by the service, the account’s name and its reverse lookup', async () => {
  const { page, address } = await connectedWithFreshKey()
  const dialog = page.getByRole('dialog')
  const input = dialog.getByRole('textbox', { name: 'Name' })
  await input.fill('a_b')
  expect(await dialog.getByTestId('name-rule').getAttribute('class')).toBe('oak-error')
  expect(await dialog.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)

  await input.fill(label)
  await dialog.getByRole('button', { name: 'Register' }).click()
  await expect
    .poll(
      () =>
        dialog
          .getByTestId('registered-name')
          .textContent()
          .catch(() => null),
      { timeout: 15_000 },
    )
    .toBe(`${label}.reown.id`)
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect.poll(() => dialog.getByTestId('account-address').textContent()).toBe(`${label}.reown.id`)
  expect(await reverseLookup(address)).toEqual([`${label}.reown.id`])
})

// The name the first test registered, tried by another wallet (the file's tests run in order).
test('a taken name: back on RegisterAccountName with the service’s words; nothing registered', async () => {
  const { page, address } = await connectedWithFreshKey()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Name' }).fill(label)
  await dialog.getByRole('button', { name: 'Register' }).click()
  await page.getByText(`Name ${label}.reown.id is already registered`).first().waitFor({ timeout: 15_000 })
  expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(label)
  expect(await reverseLookup(address)).toEqual([])
})
