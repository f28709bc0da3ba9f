import { expect, test } from '@openappkit/testing/playwright'
import { createPublicClient, http, parseEther } from 'viem'

const appUrl = process.env.APP_URL as string

test('the extension wallet refuses the send: the app says so and nothing moves', async ({
  page,
  wallet,
  devstack,
}) => {
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await expect(page.getByTestId('address')).toHaveText(wallet.evm.address)
  await page.getByRole('button', { name: 'Close' }).click()
  const to = devstack.accounts.evm[8].address
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const before = await chain.getBalance({ address: to })
  wallet.evm.rejectNext('eth_sendTransaction')
  await page.getByLabel('Recipient').fill(to)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect(page.getByText('You refused the payment')).toBeVisible()
  expect(await chain.getBalance({ address: to })).toBe(before)
})

test('pairs by WalletConnect with the phone wallet, which pays', async ({
  page,
  context,
  phoneWallet,
  devstack,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog
    .getByRole('button', { name: /WalletConnect/ })
    .first()
    .click()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await phoneWallet.pair(await page.evaluate(() => navigator.clipboard.readText()))
  await expect(page.getByTestId('address')).toHaveText(phoneWallet.address)
  await page.getByRole('button', { name: 'Close' }).click()
  const to = devstack.accounts.evm[7].address
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const before = await chain.getBalance({ address: to })
  await page.getByLabel('Recipient').fill(to)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect.poll(() => chain.getBalance({ address: to })).toBe(before + parseEther('0.01'))
  expect(phoneWallet.handled).toContain('eth_sendTransaction')
})

test('logs in by email with the link and the code from the mailbox', async ({ page, mailbox }) => {
  const email = 'tipper@example.com'
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.keyboard.press('Enter')
  // A new device: the user opens the approval link from the mail, then types the code.
  expect((await fetch(await mailbox.next(email, 'approveUrl', { timeout: 30_000 }))).ok).toBe(true)
  await page.getByRole('textbox', { name: 'Code' }).fill(await mailbox.next(email, 'otp'))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
})
