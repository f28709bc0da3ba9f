import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet, type TestWallet, type TestWalletOptions } from '../src/testWallet'

// A reload while connected keeps the session, reloaded twice in a row, whatever the moment the
// wallet answers the restore (eth_accounts / eth_chainId): at once inside the page (before
// React's first render), after a timer tick, or only after the restore timeout has passed. One
// browser context per timing; each reload waits for the connected state and checks what storage
// says, and the wallet connects again by hand at the end (a stale wagmi state would refuse).

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const reloads = 2
const restoreTimeoutMs = 300

async function connectedPage(answers: TestWalletOptions['answers']) {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 800 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const wallet = await injectDevstackWallet(page, devstack, { answers })
  await page.goto(`${playground.url}?restoreTimeoutMs=${restoreTimeoutMs}`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /OpenAppKit Test Wallet/ })
    .click()
  await expectConnected(page, wallet)
  await page.keyboard.press('Escape')
  return { page, wallet, errors }
}

async function expectConnected(page: Page, wallet: TestWallet) {
  await expect
    .poll(() => page.getByTestId('page-account').textContent(), { timeout: 10_000 })
    .toBe(wallet.address)
}

/** Core's stored status and the wagmi connection wagmi itself persisted, as the page has them. */
function stored(page: Page) {
  return page.evaluate(() => ({
    status: JSON.parse(localStorage.getItem('@openappkit/connectionStatus') ?? '{}').eip155,
    connections: JSON.parse(localStorage.getItem('@openappkit/connections') ?? '{}'),
  }))
}

/** Reloads `reloads` times; `whileRestoring` runs after each reload, before the session is back. */
async function reloadTimes(
  page: Page,
  wallet: TestWallet,
  steps: { beforeReload?(): void; whileRestoring?(): Promise<void> } = {},
) {
  for (let i = 0; i < reloads; i++) {
    steps.beforeReload?.()
    await page.reload()
    await steps.whileRestoring?.()
    await expectConnected(page, wallet)
    expect(await stored(page)).toEqual({
      status: 'connected',
      connections: {
        eip155: {
          connectorId: 'org.openappkit.testwallet',
          walletId: 'org.openappkit.testwallet',
          walletName: 'OpenAppKit Test Wallet',
        },
      },
    })
  }
}

/** After the reloads: the account view shows the wallet, and disconnecting and connecting again works. */
async function reconnectByHand(page: Page, wallet: TestWallet) {
  await page.getByRole('button', { name: 'Account' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Connected with OpenAppKit Test Wallet').waitFor()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe('Not connected')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await expectConnected(page, wallet)
}

test(`a wallet that answers at once (no timer tick): ${reloads} reloads keep the session`, async () => {
  const { page, wallet, errors } = await connectedPage('immediate')
  const relayed = () => wallet.calls.filter((m) => m === 'eth_accounts' || m === 'eth_chainId').length
  const before = relayed()
  await reloadTimes(page, wallet)
  // The restores were answered inside the page: none of them waited for this side.
  expect(relayed()).toBe(before)
  await reconnectByHand(page, wallet)
  expect(errors).toEqual([])
})

test(`a wallet that answers after a timer tick: ${reloads} reloads keep the session`, async () => {
  const { page, wallet, errors } = await connectedPage('tick')
  await reloadTimes(page, wallet)
  await reconnectByHand(page, wallet)
  expect(errors).toEqual([])
})

test(`a wallet that answers after the restore timeout: ${reloads} reloads keep the session`, async () => {
  const { page, wallet, errors } = await connectedPage('relay')
  let held = wallet.hold('eth_accounts')
  await reloadTimes(page, wallet, {
    beforeReload() {
      held = wallet.hold('eth_accounts')
    },
    async whileRestoring() {
      await expect.poll(() => held.reached, { timeout: 10_000, interval: 20 }).toBe(true)
      // Past the restore timeout: the page has stopped waiting, storage still has the session.
      await new Promise((resolve) => setTimeout(resolve, restoreTimeoutMs * 2))
      expect(await page.getByTestId('page-account').textContent()).toBe('Not connected')
      expect((await stored(page)).status).toBe('connected')
      held.release()
    },
  })
  await reconnectByHand(page, wallet)
  expect(errors).toEqual([])
})
