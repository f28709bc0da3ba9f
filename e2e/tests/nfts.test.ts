import { testNftAbi } from '@openappkit/devstack'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import {
  type Address,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
  parseEventLogs,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { captureModal } from '../src/captureModal'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet } from '../src/testWallet'

// The Account view's NFTs tab in the playground's modal on the devstack: an ERC-721 minted on
// anvil during the test to the connected account shows with its name and image (served by the
// data service); one minted from the spam-flagged contract does not. Fresh keys throughout, so
// no other file's account or nonce is touched.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

/** Mints the next token of `contract` to `to` from a fresh, freshly funded key; its token id. */
async function mint(contract: Address, to: Address): Promise<bigint> {
  const chain = defineChain({
    id: devstack.chains.evm.chainId,
    name: 'Devstack EVM',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devstack.urls.evmRpc] } },
  })
  const minter = privateKeyToAccount(generatePrivateKey())
  await createTestClient({ chain, mode: 'anvil', transport: http() }).setBalance({
    address: minter.address,
    value: parseEther('1'),
  })
  const wallet = createWalletClient({ chain, account: minter, transport: http() }).extend(publicActions)
  const hash = await wallet.writeContract({
    address: contract,
    abi: testNftAbi,
    functionName: 'mint',
    args: [to],
  })
  const receipt = await wallet.waitForTransactionReceipt({ hash })
  const [minted] = parseEventLogs({ abi: testNftAbi, eventName: 'Transfer', logs: receipt.logs })
  if (!minted) throw new Error('the mint emitted no Transfer')
  return minted.args.tokenId
}

test('a token minted during the test shows in Account → NFTs with its name and image; a spam one does not', async () => {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 900 } })
  const page = await context.newPage()
  const wallet = await injectDevstackWallet(page, devstack, { privateKey: generatePrivateKey() })
  await page.goto(playground.url)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  const nftsTab = dialog.getByRole('tab', { name: 'NFTs' })
  await nftsTab.waitFor({ timeout: 15_000 })

  const badge = await mint(devstack.contracts.evm.nft, wallet.address as Address)
  const spam = await mint(devstack.contracts.evm.spamNft, wallet.address as Address)
  await nftsTab.click()

  const name = `Devstack Badges #${badge}`
  const tile = dialog.getByTestId('nft').filter({ hasText: name })
  await tile.waitFor({ timeout: 15_000 })
  const image = tile.getByRole('img', { name: `Image of ${name}` })
  // The image really loaded from the data service (a broken one would be the placeholder).
  await expect
    .poll(() =>
      image.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0),
    )
    .toBe(true)
  expect(await image.getAttribute('src')).toMatch(
    new RegExp(`^${devstack.urls.blockchainApi}/nft-media/${devstack.contracts.evm.nft}/${badge}$`),
  )
  expect(await dialog.getByTestId('nft').allTextContents()).toEqual([name])
  expect(await dialog.getByText(`Claim Your Reward #${spam}`).count()).toBe(0)

  await tile.scrollIntoViewIfNeeded()
  await captureModal(page, 'nfts')
  await context.close()
})
