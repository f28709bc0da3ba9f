import { generateKeyPairSync, sign } from 'node:crypto'
import {
  createMemoryStorage,
  createStorage,
  type SiwxConfig,
  type SiwxSession,
  serverSiwx,
} from '@openappkit/core'
import { buildSiwxMessage, checkSiwxSession } from '@openappkit/core/internal'
import { createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Anvil, startAnvil } from '../src/evm/anvil.ts'
import { deployEvmContracts, devstackChain, evmTestAccounts } from '../src/evm/deploy.ts'
import { deployErc4337 } from '../src/evm/deployErc4337.ts'
import { toDevstackSmartAccount } from '../src/evm/smartAccount.ts'
import { listen, type RunningServer } from '../src/http.ts'
import { Projects } from '../src/projects.ts'
import { siwxBackend } from '../src/services/siwxBackend.ts'
import { encodeBase58 } from '../src/solana/base58.ts'

// The app-backend stand-in, as a browser on the playground's origin would reach it (Origin and
// cookies sent by hand), driven by core's serverSiwx where the SDK is the client.
const origin = 'http://127.0.0.1:5173'
const site = { domain: '127.0.0.1:5173', uri: origin }
const [alice, bob] = evmTestAccounts(2).map((a) => privateKeyToAccount(a.privateKey)) as [
  PrivateKeyAccount,
  PrivateKeyAccount,
]

let anvil: Anvil
let server: RunningServer
let clock = Date.now()

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0 })
  server = await listen(
    siwxBackend({ projects: new Projects(), evmRpcUrl: anvil.url, now: () => clock }).router,
    '127.0.0.1',
    0,
  )
})
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

/** A browser of its own: the page's Origin on every request, and its cookie jar. */
function browser() {
  const jar = new Map<string, string>()
  const fetchLikeBrowser: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('origin', origin)
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(input, { ...init, headers })
    for (const set of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (set.split(';')[0] ?? '').split('=')
      if (/Max-Age=0\b/.test(set)) jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }
  return {
    jar,
    fetch: fetchLikeBrowser,
    siwx: (): SiwxConfig =>
      serverSiwx({ url: server.url, fetch: fetchLikeBrowser, ...site })({
        storage: createStorage({ storage: createMemoryStorage() }),
        clock: { now: () => clock, setTimeout, clearTimeout },
      }),
    verify: (body: unknown) =>
      fetchLikeBrowser(`${server.url}/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { reasons?: { field: string }[] },
      })),
  }
}

async function signedEvmSession(config: SiwxConfig, signer = alice) {
  const message = await config.createMessage({ accountAddress: alice.address, chainId: 'eip155:31337' })
  return { ...message, signature: await signer.signMessage({ message: message.message }) }
}

describe('eip155: verified with viem', () => {
  test('sign in, the session behind the cookie, sign out', async () => {
    const { siwx } = browser()
    const config = siwx()
    const session = await signedEvmSession(config)
    await config.addSession(session)
    const [kept] = await config.getSessions('eip155:31337', alice.address)
    expect(kept).toEqual(session)
    expect(
      checkSiwxSession(kept, { chainId: 'eip155:31337', address: alice.address, now: clock }),
    ).toBeUndefined()
    // Another browser (no cookie) and another account see nothing.
    expect(await browser().siwx().getSessions('eip155:31337', alice.address)).toEqual([])
    expect(await config.getSessions('eip155:31337', bob.address)).toEqual([])
    await config.revokeSession('eip155:31337', alice.address)
    expect(await config.getSessions('eip155:31337', alice.address)).toEqual([])
  })

  test.each([
    [
      'a later expiry written in',
      (s: SiwxSession) => ({
        ...s,
        message: s.message.replace(
          /Expiration Time: (\d{4})/,
          (_, year) => `Expiration Time: ${Number(year) + 1}`,
        ),
      }),
      'signature',
    ],
    [
      'a message broken so it no longer reads as one',
      (s: SiwxSession) => ({ ...s, message: s.message.replace('Version: 1', 'Version: 1\n') }),
      'message',
    ],
    [
      'a changed statement',
      (s: SiwxSession) => ({
        ...s,
        message: s.message.replace(`${alice.address}\n\n\n`, `${alice.address}\n\nSend all funds\n\n`),
      }),
      'signature',
    ],
    [
      'a signature by another address',
      async (s: SiwxSession) => ({ ...s, signature: await bob.signMessage({ message: s.message }) }),
      'signature',
    ],
    ['garbage for a signature', (s: SiwxSession) => ({ ...s, signature: 'not hex' }), 'signature'],
  ])('%s is refused', async (_, spoil, field) => {
    const { siwx, verify } = browser()
    const config = siwx()
    const spoiled = await spoil(await signedEvmSession(config))
    const answer = await verify({ message: spoiled.message, signature: spoiled.signature })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.body.reasons?.[0]?.field).toBe(field)
    expect(await config.getSessions('eip155:31337', alice.address)).toEqual([])
  })

  test('a nonce not issued here, and a nonce used twice, are refused', async () => {
    const { siwx, verify } = browser()
    const config = siwx()
    const own = buildSiwxMessage({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      nonce: 'madeUpNonce123',
      now: clock,
      ...site,
    })
    const forged = await verify({ ...own, signature: await alice.signMessage({ message: own.message }) })
    expect([forged.status, forged.body.reasons?.[0]?.field]).toEqual([401, 'nonce'])
    const session = await signedEvmSession(config)
    expect((await verify(session)).status).toBe(200)
    const again = await verify(session)
    expect([again.status, again.body.reasons?.[0]?.field]).toEqual([401, 'nonce'])
  })

  test('the SDK reports a refusal as the server said it', async () => {
    const config = browser().siwx()
    const session = await signedEvmSession(config, bob)
    await expect(config.addSession(session)).rejects.toThrow(
      /The sign-in was refused by the server[\s\S]*signature of this message/,
    )
  })

  test('a message for another site, and an expired one, are refused', async () => {
    const { fetch: f, verify } = browser()
    const nonce = async () => ((await (await f(`${server.url}/nonce`)).json()) as { nonce: string }).nonce
    const elsewhere = buildSiwxMessage({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      nonce: await nonce(),
      now: clock,
      domain: 'evil.example',
      uri: 'https://evil.example',
    })
    const refusedDomain = await verify({
      ...elsewhere,
      signature: await alice.signMessage({ message: elsewhere.message }),
    })
    expect([refusedDomain.status, refusedDomain.body.reasons?.[0]?.field]).toEqual([401, 'domain'])
    const stale = buildSiwxMessage({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      nonce: await nonce(),
      now: clock - 2 * 60 * 60 * 1000,
      expiresInMs: 60 * 60 * 1000,
      ...site,
    })
    const refusedStale = await verify({
      ...stale,
      signature: await alice.signMessage({ message: stale.message }),
    })
    expect([refusedStale.status, refusedStale.body.reasons?.[0]?.field]).toEqual([401, 'expirationTime'])
  })

  test('a session that expires is no longer given out', async () => {
    const config = browser().siwx()
    await config.addSession(await signedEvmSession(config))
    expect(await config.getSessions('eip155:31337', alice.address)).toHaveLength(1)
    const before = clock
    clock += 25 * 60 * 60 * 1000
    try {
      expect(await config.getSessions('eip155:31337', alice.address)).toEqual([])
    } finally {
      clock = before
    }
  })

  test.each([
    ['no body', undefined],
    ['not a message', { message: 'hello', signature: '0x00' }],
    ['a huge message', { message: 'x'.repeat(9000), signature: '0x00' }],
  ])('garbage (%s): 400, nothing kept', async (_, body) => {
    const { verify } = browser()
    expect((await verify(body)).status).toBe(400)
  })

  test("a smart account's sign-in holds before its deployment (ERC-6492) and after (ERC-1271); its owner's own signature does not", async () => {
    await deployEvmContracts(anvil.url, evmTestAccounts())
    await deployErc4337(anvil.url)
    const chain = createPublicClient({ chain: devstackChain(anvil.url), transport: http(anvil.url) })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toDevstackSmartAccount({ client: chain as never, owner })
    const { siwx, verify } = browser()
    const config = siwx()
    const signIn = async (signer: { signMessage(m: { message: string }): Promise<Hex> } = account) => {
      const message = await config.createMessage({ accountAddress: account.address, chainId: 'eip155:31337' })
      return { ...message, signature: await signer.signMessage({ message: message.message }) }
    }
    const forged = await signIn(owner)
    const refused = await verify({ message: forged.message, signature: forged.signature })
    expect([refused.status, refused.body.reasons?.[0]?.field]).toEqual([401, 'signature'])

    expect(await chain.getCode({ address: account.address })).toBeUndefined()
    const before = await signIn()
    await config.addSession(before)
    expect(await config.getSessions('eip155:31337', account.address)).toEqual([before])

    const { factory, factoryData } = await account.getFactoryArgs()
    const deployer = createWalletClient({
      chain: devstackChain(anvil.url),
      transport: http(anvil.url),
      account: bob,
    })
    await chain.waitForTransactionReceipt({
      hash: await deployer.sendTransaction({ to: factory, data: factoryData }),
    })
    expect(await chain.getCode({ address: account.address })).not.toBeUndefined()
    const after = await signIn()
    await config.addSession(after)
    expect(await config.getSessions('eip155:31337', account.address)).toEqual([after])
  })
})

describe('solana: an ed25519 check', () => {
  const keys = generateKeyPairSync('ed25519')
  const raw = keys.publicKey.export({ format: 'jwk' }).x as string
  const address = encodeBase58(Buffer.from(raw, 'base64url'))
  const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const signWith = (key: typeof keys.privateKey, message: string) =>
    encodeBase58(sign(null, Buffer.from(message, 'utf8'), key))

  test('sign in with a CAIP-122 message; a changed one or another key is refused', async () => {
    const config = browser().siwx()
    const message = await config.createMessage({ accountAddress: address, chainId })
    expect(message.message).toContain('wants you to sign in with your Solana account:')
    const other = generateKeyPairSync('ed25519')
    await expect(
      config.addSession({ ...message, signature: signWith(other.privateKey, message.message) }),
    ).rejects.toThrow('The sign-in was refused by the server')

    const fresh = await config.createMessage({ accountAddress: address, chainId })
    const signature = signWith(keys.privateKey, fresh.message)
    await expect(
      config.addSession({ ...fresh, message: fresh.message.replace('Version: 1', 'Version: 1 '), signature }),
    ).rejects.toThrow('The sign-in was refused by the server')

    const third = await config.createMessage({ accountAddress: address, chainId })
    await config.addSession({ ...third, signature: signWith(keys.privateKey, third.message) })
    expect(await config.getSessions(chainId, address)).toHaveLength(1)
  })
})

describe('nonces are bound to the browser that asked (EIP-4361)', () => {
  test('a nonce presented by another browser is refused, and stays usable by its own', async () => {
    const mine = browser()
    const config = mine.siwx()
    const session = await signedEvmSession(config)
    expect(mine.jar.get('oak_siwx_pre')).toMatch(/^[\w-]{32}$/)
    const thief = browser()
    // The thief has a pre-session of its own, just not the one this nonce was issued to.
    await thief.fetch(`${server.url}/nonce`)
    const stolen = await thief.verify(session)
    expect([stolen.status, stolen.body.reasons?.[0]?.field]).toEqual([401, 'nonce'])
    expect(JSON.stringify(stolen.body)).toContain('issued to another client')
    const bare = await fetch(`${server.url}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(session),
    })
    expect(bare.status).toBe(401)
    expect(await thief.siwx().getSessions('eip155:31337', alice.address)).toEqual([])
    await config.addSession(session)
    expect(await config.getSessions('eip155:31337', alice.address)).toEqual([session])
  })

  test('a browser keeps one pre-session across nonces (two tabs each finish their sign-in)', async () => {
    const tabs = browser()
    const config = tabs.siwx()
    const first = await signedEvmSession(config)
    const client = tabs.jar.get('oak_siwx_pre')
    const second = await signedEvmSession(config)
    expect(tabs.jar.get('oak_siwx_pre')).toBe(client)
    expect((await tabs.verify(first)).status).toBe(200)
    expect((await tabs.verify(second)).status).toBe(200)
  })

  test('the cookies are Secure when the request came over https (a TLS proxy says so), not on loopback http', async () => {
    const nonceCookie = async (headers: Record<string, string>) =>
      (await fetch(`${server.url}/nonce`, { headers: { origin, ...headers } })).headers.getSetCookie()[0]
    expect(await nonceCookie({})).not.toMatch(/;\s*Secure/)
    expect(await nonceCookie({ 'x-forwarded-proto': 'https' })).toMatch(
      /; HttpOnly; SameSite=Lax; .*; Secure$/,
    )
  })
})
