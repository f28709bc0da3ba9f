import { expect, test } from '@openappkit/testing/playwright'
import { createPublicClient, http, parseEther } from 'viem'

test('pays 0.01 ETH from the extension wallet', async ({ page, wallet, devstack }) => {
  await page.goto(process.env.APP_URL ?? 'http://localhost:5173') // your app, on the devstack
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await expect(page.getByTestId('address')).toHaveText(wallet.evm.address) // your app's account line
  await page.getByRole('button', { name: 'Close' }).click() // the modal shows the account
  const to = devstack.accounts.evm[9].address
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const before = await chain.getBalance({ address: to })
  await page.getByLabel('Recipient').fill(to) // your app's own send form
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect.poll(() => chain.getBalance({ address: to })).toBe(before + parseEther('0.01'))
  expect(wallet.evm.calls).toContain('eth_sendTransaction')
})
