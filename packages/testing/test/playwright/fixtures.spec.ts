import { createServer, type Server } from 'node:http'
import { createSignClient } from '@openappkit/devstack/walletconnect'
import { expect, test } from '../../src/exports/playwright.ts'

// A bare page that collects what wallets announce (EIP-6963) and register (Wallet Standard),
// served on loopback: the fixtures must work on any app's page, not only ours.
const html = `<!doctype html><title>app</title><script>
window.providers = []
addEventListener('eip6963:announceProvider', (e) => providers.push(e.detail))
dispatchEvent(new Event('eip6963:requestProvider'))
window.standardWallets = []
const api = { register: (w) => standardWallets.push(w) }
addEventListener('wallet-standard:register-wallet', (e) => e.detail(api))
dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
window.events = []
</script>`
let server: Server
let origin: string
test.beforeAll(async () => {
  server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

type PageWindow = {
  providers: {
    info: { name: string }
    provider: { request(a: unknown): Promise<unknown>; on(e: string, l: (v: unknown) => void): void }
  }[]
  events: unknown[]
}
const request = (method: string, params: unknown[] = []) => ({ method, params }) as const
const ask = (page: import('@playwright/test').Page, args: { method: string; params: unknown[] }) =>
  page.evaluate(
    (args) =>
      (window as unknown as PageWindow).providers[0]?.provider.request(args).then(
        (result) => ({ result }),
        (error: { code: number }) => ({ code: error.code }),
      ),
    args,
  )

async function balance(rpc: string, address: string): Promise<bigint> {
  const response = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

test('wallet: a held connect waits for the user; a refused send moves nothing; an approved one pays; chain switch and disconnect reach the page', async ({
  page,
  wallet,
  devstack,
}) => {
  await page.goto(origin)
  const held = wallet.evm.hold('eth_requestAccounts')
  const connecting = ask(page, request('eth_requestAccounts'))
  await expect.poll(() => held.reached).toBe(true)
  held.release()
  expect(await connecting).toEqual({ result: [wallet.evm.address] })

  const to = devstack.accounts.evm[9]?.address as string
  const before = await balance(devstack.urls.evmRpc, to)
  const send = request('eth_sendTransaction', [{ from: wallet.evm.address, to, value: '0x3b9aca00' }])
  wallet.evm.rejectNext('eth_sendTransaction')
  expect(await ask(page, send)).toEqual({ code: 4001 })
  expect(await balance(devstack.urls.evmRpc, to)).toBe(before)
  expect(await ask(page, send)).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  await expect.poll(() => balance(devstack.urls.evmRpc, to)).toBe(before + 1_000_000_000n)

  await page.evaluate(() => {
    const w = window as unknown as PageWindow
    for (const event of ['chainChanged', 'accountsChanged'])
      w.providers[0]?.provider.on(event, (value) => w.events.push([event, value]))
  })
  wallet.evm.changeChain(31338)
  wallet.evm.disconnect()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as PageWindow).events))
    .toEqual([
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', []],
    ])
  expect(await ask(page, request('eth_accounts'))).toEqual({ result: [] })
})

test('wallet: the Solana wallet registers on the page and connects with the devstack key', async ({
  page,
  wallet,
  devstack,
}) => {
  await page.goto(origin)
  const address = await page.evaluate(async () => {
    type StandardWallet = {
      name: string
      features: Record<string, { connect(): Promise<{ accounts: { address: string }[] }> }>
    }
    const w = (window as unknown as { standardWallets: StandardWallet[] }).standardWallets[0]
    return (await w?.features['standard:connect']?.connect())?.accounts[0]?.address
  })
  expect(address).toBe(devstack.accounts.solana[0]?.publicKey)
  expect(wallet.solana?.accounts[0]?.address).toBe(address)
})

test('mailbox: hands out the device link, then nothing twice', async ({ devstack, mailbox }) => {
  const email = 'fixture@example.com'
  const start = await fetch(`${new URL(devstack.urls.frame).origin}/email/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, deviceId: 'device-1' }),
  })
  expect(start.ok).toBe(true)
  expect(await mailbox.next(email, 'approveUrl')).toMatch(/\/device\/approve\?token=/)
  await expect(mailbox.next(email, 'approveUrl', { timeout: 300 })).rejects.toThrow(
    'No mail with approveUrl reached fixture@example.com within 300 ms',
  )
})

test('phoneWallet: pairs from a dapp URI over the local relay and approves the session', async ({
  devstack,
  phoneWallet,
}) => {
  const dapp = await createSignClient(devstack.urls.relay, 'dapp')
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] },
    },
  })
  await phoneWallet.pair(uri as string)
  const session = await approval()
  expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${phoneWallet.address}`])
})
