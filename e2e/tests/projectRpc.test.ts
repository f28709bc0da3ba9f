import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { blockNonLoopback } from '../src/network'
import { servePage } from '../src/pageServer'

// Chain RPC through the project (`services.rpc`): an app's balance reads go to the project's RPC
// (the devstack's `/v1/?chainId=` proxy) first; when that endpoint goes away mid-session, the
// network's own URL answers and the balance still loads (e2e/pages/rpcApp).
const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/rpcApp')
let devstack: DevstackInfo
let served: Awaited<ReturnType<typeof servePage>>
let browser: Browser
beforeAll(async () => {
  devstack = inject('devstack')
  served = await servePage(pageRoot)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await served?.stop()
})

async function rpc(url: string, method: string, params: unknown[]) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

const balanceOf = (page: Page, namespace: 'eip155' | 'solana', address: string) =>
  page.evaluate(
    ([n, a]) =>
      (window as unknown as { app: { balanceOf(n: string, a: string): Promise<string> } }).app.balanceOf(
        n,
        a,
      ),
    [namespace, address] as const,
  )

test('balances load through the project RPC, and through the network’s own URL once it is off', async () => {
  const solanaRpc = devstack.urls.solanaRpc
  if (!solanaRpc) throw new Error('the devstack runs without Solana')
  const context = await browser.newContext()
  const leaving = await blockNonLoopback(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // Which endpoint each chain request went to.
  const project = new URL('/v1/', devstack.urls.blockchainApi)
  const sent: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.href.startsWith(project.href)) sent.push(`project ${url.searchParams.get('chainId')}`)
    else if (url.origin === new URL(devstack.urls.evmRpc).origin) sent.push('anvil')
    else if (url.origin === new URL(solanaRpc).origin) sent.push('solana')
  })
  const url = new URL(served.url)
  url.searchParams.set('evmRpc', devstack.urls.evmRpc)
  url.searchParams.set('solanaRpc', solanaRpc)
  url.searchParams.set('chainId', String(devstack.chains.evm.chainId))
  url.searchParams.set('rpc', devstack.urls.blockchainApi)
  await page.goto(url.toString())
  await page.getByTestId('ready').getByText('ready').waitFor()
  sent.length = 0

  const evmAddress = '0x000000000000000000000000000000000000dEaD'
  await rpc(devstack.urls.evmRpc, 'anvil_setBalance', [evmAddress, '0x1000'])
  const solanaAddress = devstack.accounts.solana[0]?.publicKey ?? ''
  const solanaBefore = await rpc(solanaRpc, 'getBalance', [solanaAddress])

  expect(await balanceOf(page, 'eip155', evmAddress)).toBe(String(0x1000))
  expect(await balanceOf(page, 'solana', solanaAddress)).toBe(
    String((solanaBefore as { value: number }).value),
  )
  expect(sent).toContain(`project ${devstack.chains.evm.caipNetworkId}`)
  expect(sent).toContain(`project ${devstack.chains.solana?.caipNetworkId}`)
  expect(sent).not.toContain('anvil')
  expect(sent).not.toContain('solana')

  // The project's RPC goes away mid-session: every request to it fails from now on.
  await context.route(
    (u) => u.href.startsWith(project.href),
    (route) => route.abort('connectionrefused'),
  )
  sent.length = 0
  await rpc(devstack.urls.evmRpc, 'anvil_setBalance', [evmAddress, '0x2000'])
  await rpc(solanaRpc, 'requestAirdrop', [solanaAddress, 1_000_000])
  await expect
    .poll(() => rpc(solanaRpc, 'getBalance', [solanaAddress]).then((b) => (b as { value: number }).value))
    .toBe((solanaBefore as { value: number }).value + 1_000_000)

  expect(await balanceOf(page, 'eip155', evmAddress)).toBe(String(0x2000))
  expect(await balanceOf(page, 'solana', solanaAddress)).toBe(
    String((solanaBefore as { value: number }).value + 1_000_000),
  )
  expect(sent).toContain('anvil')
  expect(sent).toContain('solana')
  expect(errors).toEqual([])
  expect(leaving).toEqual([])
  await context.close()
})
