import { request as httpRequest } from 'node:http'
import type { AppKitEvents } from '@openappkit/core'
import {
  defaultServices,
  directoryImageUrl,
  nftHoldings,
  type RestContext,
  restClient,
  setClientId,
} from '@openappkit/core/internal'
import { createWalletClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devstackChain } from '../src/evm/deploy.ts'
import { type Devstack, EVM_CONTRACTS, startDevstack, testNftAbi } from '../src/index.ts'
import { SOLANA_NATIVE_MINT } from '../src/services/accounts.ts'
import { request, withQuery } from './helpers.ts'

// The devstack read through the SDK's own clients, and its raw answers checked against the
// hosted service's shapes (the SDK's fixtures are the other witness: the testing kit's msw fixtures).
// No call here may leave an entry out: the devstack must answer in shapes the SDK reads whole.

const {
  getAnalyticsConfig,
  getBalances,
  getHistory,
  getIdentity,
  getNameRecord,
  getSupportedChains,
  getWallets,
  reverseLookupName,
} = await restClient()

const PROJECT = 'sdk-contract'
let ds: Devstack
let context: RestContext
const dropped: AppKitEvents['error'][] = []
const CHAIN = 'eip155:31337' as const

const raw = async (path: string, query: Record<string, string | undefined> = {}) =>
  request(
    withQuery(ds.urls.blockchainApi, path, { projectId: PROJECT, st: 'openappkit', sv: 'test', ...query }),
  )

/** GETs a data-service path with the Host header a client chose (node:http sends it as given). */
const requestWithHost = (path: string, chainId: string, host: string, body?: unknown) =>
  new Promise<unknown>((resolve, reject) => {
    const url = new URL(withQuery(ds.urls.blockchainApi, path, { projectId: PROJECT, chainId }))
    const headers = { host, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }
    const req = httpRequest(url, { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve(JSON.parse(text)))
    })
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })

beforeAll(async () => {
  ds = await startDevstack({ ports: 0 })
  context = {
    options: {
      projectId: PROJECT,
      services: {
        ...defaultServices,
        blockchainApi: ds.urls.blockchainApi,
        walletDirectory: ds.urls.walletDirectory,
        analytics: ds.urls.analytics,
        rpc: false,
        authFrame: false,
      },
    },
    emitter: { emit: (_event, payload) => dropped.push(payload as AppKitEvents['error']) },
  }
}, 60_000)
afterAll(() => ds?.stop())

describe('supported chains', () => {
  test('lists every network its data routes answer for, and a balance is answered on each', async () => {
    const { http, ws } = await getSupportedChains(context)
    expect(http).toEqual([CHAIN, 'eip155:31338', ds.chains.solana?.caipNetworkId])
    expect(ws).toEqual([])
    const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    for (const chainId of http.filter((id) => id.startsWith('eip155:'))) {
      const { balances } = await getBalances(context, { address: owner, chainId: chainId as typeof CHAIN })
      expect(balances.find((b) => !b.address)?.chainId).toBe(chainId)
    }
  })
})

describe('balances', () => {
  test('EVM: the native coin without address, tokens as CAIP-10, read whole by the SDK', async () => {
    const holder = ds.accounts.evm[0]?.address ?? ''
    const wire = (await raw(`/v1/account/${holder}/balance`, { currency: 'usd', chainId: CHAIN })).body as {
      balances: Record<string, unknown>[]
    }
    expect(wire.balances.find((b) => b.symbol === 'ETH')).not.toHaveProperty('address')
    const { balances } = await getBalances(context, { address: holder, chainId: CHAIN })
    expect(balances.map((b) => [b.symbol, b.address])).toEqual([
      ['ETH', undefined],
      ['OAK', `${CHAIN}:${EVM_CONTRACTS.testToken}`],
      ['TUSD', `${CHAIN}:${EVM_CONTRACTS.tetherToken}`],
    ])
    expect(balances.every((b) => b.chainId === CHAIN)).toBe(true)
    expect(dropped).toEqual([])
  })

  test('Solana: SOL carries the plain pseudo-mint on the wire, the SDK reads it as the native coin', async () => {
    const solanaChain = (ds.chains.solana?.caipNetworkId ?? '') as `solana:${string}`
    const holder = ds.accounts.solana[0]?.publicKey ?? ''
    const wire = (await raw(`/v1/account/${holder}/balance`, { currency: 'usd', chainId: solanaChain }))
      .body as {
      balances: Record<string, unknown>[]
    }
    expect(wire.balances.find((b) => b.symbol === 'SOL')?.address).toBe(SOLANA_NATIVE_MINT)
    const { balances } = await getBalances(context, { address: holder, chainId: solanaChain })
    const sol = balances.find((b) => b.symbol === 'SOL')
    expect(sol).toMatchObject({ chainId: solanaChain, quantity: { decimals: '9' } })
    expect(sol?.address).toBeUndefined()
    expect(balances.find((b) => b.symbol === 'STT')?.address).toBe(
      `${solanaChain}:${ds.contracts.solana?.mint.address}`,
    )
    expect(dropped).toEqual([])
  })

  test('forceUpdate is a list of CAIP-10 token ids; a timestamp is refused as the service would', async () => {
    const holder = ds.accounts.evm[0]?.address ?? ''
    const native = `${CHAIN}:0x${'e'.repeat(40)}`
    await expect(
      getBalances(context, { address: holder, chainId: CHAIN, forceUpdate: [native] }),
    ).resolves.toMatchObject({ balances: expect.any(Array) })
    const stamped = await raw(`/v1/account/${holder}/balance`, {
      currency: 'usd',
      forceUpdate: String(Date.now()),
    })
    expect(stamped.status).toBe(400)
  })
})

describe('history', () => {
  test('an approval answers transfers: null and unpriced fields as null; the SDK reads []', async () => {
    const chain = devstackChain(ds.urls.evmRpc)
    const wallet = (key: Hex) =>
      createWalletClient({ account: privateKeyToAccount(key), chain, transport: http(ds.urls.evmRpc) })
    const own = wallet(generatePrivateKey())
    await wallet(ds.accounts.evm[4]?.privateKey as Hex).sendTransaction({
      to: own.account.address,
      value: parseEther('1'),
    })
    await own.writeContract({
      address: EVM_CONTRACTS.testToken,
      abi: erc20Abi,
      functionName: 'approve',
      args: [EVM_CONTRACTS.swapPool, 10n],
    })
    const address = own.account.address
    let wire: { data: { transfers: unknown; metadata: Record<string, unknown> }[] } = { data: [] }
    for (let i = 0; i < 50 && wire.data.length < 2; i++) {
      wire = (await raw(`/v1/account/${address}/history`, { chainId: CHAIN })).body as typeof wire
      if (wire.data.length < 2) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const [approval, funding] = wire.data
    expect(approval?.metadata.operationType).toBe('approve')
    expect(approval?.transfers).toBeNull()
    expect(approval?.metadata.application).toBeNull()
    expect(funding?.transfers).toEqual([
      expect.objectContaining({ nft_info: null, direction: 'in', quantity: { numeric: '1' } }),
    ])

    const page = await getHistory(context, { address, chainId: CHAIN })
    expect(page.data.map((t) => [t.metadata.operationType, t.transfers.length])).toEqual([
      ['approve', 0],
      ['receive', 1],
    ])
    expect(dropped).toEqual([])
  })
})

describe('NFTs', () => {
  test("ERC-721 transfers carry nft_info as the hosted service sends it; the SDK's holdings keep the held, non-spam ones", async () => {
    const chain = devstackChain(ds.urls.evmRpc)
    const wallet = (key: Hex) =>
      createWalletClient({ account: privateKeyToAccount(key), chain, transport: http(ds.urls.evmRpc) })
    const minter = wallet(ds.accounts.evm[5]?.privateKey as Hex)
    const own = wallet(generatePrivateKey())
    await minter.sendTransaction({ to: own.account.address, value: parseEther('1') })
    const mint = (contract: Hex) =>
      minter.writeContract({
        address: contract,
        abi: testNftAbi,
        functionName: 'mint',
        args: [own.account.address],
      })
    await mint(EVM_CONTRACTS.nft)
    await mint(EVM_CONTRACTS.nft)
    await mint(EVM_CONTRACTS.spamNft)
    const address = own.account.address
    type Wire = { data: { metadata: Record<string, unknown>; transfers: Record<string, unknown>[] | null }[] }
    let wire: Wire = { data: [] }
    for (let i = 0; i < 50 && wire.data.length < 4; i++) {
      wire = (await raw(`/v1/account/${address}/history`, { chainId: CHAIN })).body as Wire
      if (wire.data.length < 4) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const [spam, second, first] = wire.data
    expect(first?.metadata.operationType).toBe('mint')
    const info = first?.transfers?.[0]?.nft_info as {
      name: string
      content: { preview: { url: string; content_type: string }; detail: unknown }
      flags: unknown
    }
    // Exactly the server's fields (history.rs): no contract, token id or collection.
    expect(Object.keys(info).sort()).toEqual(['content', 'flags', 'name'])
    expect(info.name).toMatch(/^Devstack Badges #\d+$/)
    expect(info.flags).toEqual({ is_spam: false })
    expect(first?.transfers?.[0]).toMatchObject({
      fungible_info: null,
      direction: 'in',
      quantity: { numeric: '1' },
    })
    expect(spam?.transfers?.[0]?.nft_info).toMatchObject({ flags: { is_spam: true } })
    // The image comes from the data service, public as an NFT CDN is.
    const image = await fetch(info.content.preview.url)
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
    expect(await image.text()).toContain(`aria-label="${info.name}"`)
    // A request naming another host (fetch cannot forge Host; a raw client can) still gets the
    // service's own image URLs, never links to the host it named.
    const forged = (await requestWithHost(`/v1/account/${address}/history`, CHAIN, 'evil.example')) as Wire
    const urls = forged.data.flatMap((t) =>
      (t.transfers ?? []).flatMap((x) => (x.nft_info as typeof info | null)?.content.preview.url ?? []),
    )
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url?.startsWith(`${ds.urls.blockchainApi}/nft-media/`)).toBe(true)

    // Sending one away: the SDK keeps only the other.
    const firstId = BigInt(info.name.split('#')[1] ?? '0')
    await own.writeContract({
      address: EVM_CONTRACTS.nft,
      abi: testNftAbi,
      functionName: 'transferFrom',
      args: [address, minter.account.address, firstId],
    })
    let page = await getHistory(context, { address, chainId: CHAIN })
    for (let i = 0; i < 50 && page.data.length < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      page = await getHistory(context, { address, chainId: CHAIN })
    }
    const held = nftHoldings(page.data, CHAIN)
    const secondName = (second?.transfers?.[0]?.nft_info as { name: string } | undefined)?.name
    expect(held.map((n) => [n.name, n.quantity])).toEqual([[secondName, 1]])
    expect(held[0]?.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/nft-media\//)
    expect(dropped).toEqual([])
  })
})

describe('onramp', () => {
  test("the purchase URL is the service's own, whatever Host the request named", async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const body = {
      destinationWallets: [{ address, blockchains: ['devstack-evm'], assets: ['ETH'] }],
      partnerUserId: address,
      defaultExperience: 'buy',
      presetCryptoAmount: 0.1,
    }
    const answer = (await requestWithHost('/v1/generators/onrampurl', CHAIN, 'evil.example', body)) as {
      url: string
    }
    expect(answer.url.startsWith(`${ds.urls.blockchainApi}/onramp/`)).toBe(true)
  })
})

describe('names and identity', () => {
  test('v2 answers [] for no name, v1 answers 404; a registered record is in the service shape', async () => {
    const nobody = privateKeyToAccount(generatePrivateKey()).address
    expect(await reverseLookupName(context, { address: nobody })).toEqual([])
    expect(await getNameRecord(context, { name: 'nobody-here.reown.id' })).toBeNull()
    expect((await raw(`/v1/profile/reverse/${nobody}`)).status).toBe(404)
    expect((await raw('/v1/profile/account/nobody-here.reown.id')).status).toBe(404)

    const owner = privateKeyToAccount(ds.accounts.evm[3]?.privateKey as Hex)
    const message = JSON.stringify({
      name: 'wire-check.reown.id',
      attributes: { avatar: 'https://avatars.example/w.png' },
      timestamp: Math.floor(Date.now() / 1000),
    })
    const registered = await request(
      withQuery(ds.urls.blockchainApi, '/v1/profile/account', { projectId: PROJECT }),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          coin_type: 60,
          address: owner.address,
          message,
          signature: await owner.signMessage({ message }),
        }),
      },
    )
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({
      name: 'wire-check.reown.id',
      registered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.any(String),
      attributes: { avatar: 'https://avatars.example/w.png' },
      addresses: { '60': { address: owner.address, created_at: expect.any(String) } },
    })

    expect(await getNameRecord(context, { name: 'wire-check.reown.id' })).toMatchObject({
      attributes: { avatar: 'https://avatars.example/w.png' },
    })
    expect((await reverseLookupName(context, { address: owner.address })).map((r) => r.name)).toEqual([
      'wire-check.reown.id',
    ])
    setClientId(context, 'did:key:z6MkDevstack')
    expect(await getIdentity(context, { address: owner.address })).toEqual({
      name: 'wire-check.reown.id',
      avatar: 'https://avatars.example/w.png',
    })
    setClientId(context, null)
    expect(dropped).toEqual([])
  })
})

describe('wallet directory', () => {
  test('pages, images built by the SDK, and the analytics switch', async () => {
    const page = await getWallets(context, { entries: 5 })
    expect(page.data).toHaveLength(5)
    expect(page.count).toBeGreaterThan(5)
    for (const [kind, id] of [
      ['wallet', page.data[0]?.image_id],
      ['asset', 'devstack-network'],
      ['currency', 'USD'],
      ['token', 'OAK'],
    ] as const) {
      const image = await fetch(directoryImageUrl(context, kind, id) ?? '')
      expect(image.status, kind).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
    }
    expect(await getAnalyticsConfig(context)).toEqual({ isAnalyticsEnabled: true })
    ds.projects.set(PROJECT, { isAnalyticsEnabled: false })
    expect(await getAnalyticsConfig(context)).toEqual({ isAnalyticsEnabled: false })
    expect(dropped).toEqual([])
  })
})
