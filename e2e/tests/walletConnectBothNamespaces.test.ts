import { createPublicKey, verify } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { decodeBase58, type WalletConnectWallet } from '@openappkit/devstack/walletconnect'
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { build, type PreviewServer, preview } from 'vite'
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { blockNonLoopback } from '../src/network'
import { createPhoneWallet, within } from '../src/phoneWallet'
import { solanaLamports } from '../src/testWallet'

// One WalletConnect session for EVM and Solana in Chromium, through the app: a page of its own
// (e2e/pages/walletConnectBoth, kept small: no React) with createAppKit and both adapters on one
// createWalletConnect(), built for production, connecting the WalletConnect row with core's
// connectWallet (what useConnect and the modal call); the statuses and addresses it shows are
// core's accounts. The phone wallet in Node approves eip155 and solana over the devstack relay.

const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/walletConnectBoth')
let devstack: DevstackInfo
let server: PreviewServer
let outDir: string
let browser: Browser
let wallet: WalletConnectWallet | undefined

beforeAll(async () => {
  devstack = inject('devstack')
  outDir = mkdtempSync(join(tmpdir(), 'wc-both-'))
  // Vitest sets NODE_ENV=test; a user gets the production build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root: pageRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  server = await preview({
    root: pageRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  browser = await launchBrowser()
})
afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
  rmSync(outDir, { recursive: true, force: true })
})

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent()

const solBalance = async (address: string) => Number(await solanaLamports(devstack, address))

test('one pairing connects EVM and Solana; both sign, SOL is sent, a wallet-side delete disconnects both', async () => {
  const context = await browser.newContext()
  const blocked = await blockNonLoopback(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const message = 'One session, two namespaces'
  const to = devstack.accounts.solana[3]?.publicKey as string
  const lamports = 25_000_000
  const query = new URLSearchParams({
    relay: devstack.urls.relay,
    evmRpc: devstack.urls.evmRpc,
    chainId: String(devstack.chains.evm.chainId),
    solanaRpc: devstack.urls.solanaRpc as string,
    message,
    to,
    lamports: String(lamports),
  })
  await page.goto(`${server.resolvedUrls?.local[0]}?${query}`)
  wallet = await createPhoneWallet(devstack, { solana: true })

  await page.getByRole('button', { name: 'Connect both' }).click()
  await expect.poll(() => text(page, 'uri'), { timeout: 20_000 }).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await within(wallet.pair((await text(page, 'uri')) as string), 15_000, 'pairing')
  await expect.poll(() => text(page, 'solana-status'), { timeout: 20_000 }).toBe('connected')
  expect(await text(page, 'evm-status')).toBe('connected')
  expect(await text(page, 'evm-address')).toBe(wallet.address)
  expect(await text(page, 'solana-address')).toBe(wallet.solanaAddress)
  expect(await text(page, 'peer')).toBe('Test Phone Wallet')

  await page.getByRole('button', { name: 'Sign on EVM' }).click()
  await expect.poll(() => text(page, 'evm-signature'), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]{130}$/)
  const evmSignature = (await text(page, 'evm-signature')) as Hex
  expect(await verifyMessage({ address: wallet.address, message, signature: evmSignature })).toBe(true)

  await page.getByRole('button', { name: 'Sign on Solana' }).click()
  await expect.poll(() => text(page, 'solana-signature'), { timeout: 15_000 }).not.toBe('')
  const solanaSignature = decodeBase58((await text(page, 'solana-signature')) as string) as Uint8Array
  // Ed25519, checked against the wallet's public key: an SPKI header and the 32 key bytes.
  const publicKey = createPublicKey({
    key: Buffer.concat([
      Buffer.from('302a300506032b6570032100', 'hex'),
      Buffer.from(decodeBase58(wallet.solanaAddress as string) as Uint8Array),
    ]),
    format: 'der',
    type: 'spki',
  })
  expect(verify(null, Buffer.from(message), publicKey, solanaSignature)).toBe(true)

  const before = await solBalance(to)
  await page.getByRole('button', { name: 'Send SOL' }).click()
  await expect.poll(() => text(page, 'sol-sent'), { timeout: 30_000 }).not.toBe('')
  expect(await solBalance(to)).toBe(before + lamports)
  expect(wallet.handled).toEqual(['personal_sign', 'solana_signMessage', 'solana_signAndSendTransaction'])

  await wallet.disconnect()
  await expect.poll(() => text(page, 'evm-status'), { timeout: 15_000 }).toBe('disconnected')
  await expect.poll(() => text(page, 'solana-status'), { timeout: 15_000 }).toBe('disconnected')
  expect(await text(page, 'error')).toBe('')
  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})
