import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import { createPublicClient, custom } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { type Anvil, startAnvil } from '../src/evm/anvil.ts'
import { farcasterTestAccounts } from '../src/farcaster/accounts.ts'
import { farcasterRelay } from '../src/farcaster/relay.ts'
import {
  approveFarcasterSignIn,
  createFarcasterChannel,
  type FarcasterChannel,
  waitForFarcasterSignIn,
} from '../src/farcaster/signIn.ts'
import { farcasterHandlers } from '../src/frame/browser/farcaster.ts'
import { listen, Router, type RunningServer } from '../src/http.ts'
import { Projects } from '../src/projects.ts'

// The devstack's Farcaster auth relay, driven by the real `@farcaster/auth-client` on both
// sides (the app's and the Farcaster client's), and the frame's verification of the answer
// (signature checked on anvil, custody from the id registry stand-in): every answer that is not
// the user's own sign-in for this very channel is refused.

let server: RunningServer
let anvil: Anvil
let relay: string
beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0, accounts: 1 })
  // As the frame service mounts it (any origin: the phone page posts from the playground's).
  const router = new Router({ projects: new Projects(), publicPrefixes: ['/'] })
  farcasterRelay(router)
  server = await listen(router, '127.0.0.1', 0)
  relay = `${server.url}/farcaster`
})
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})
afterEach(() => vi.useRealTimers())

const [alice, bob] = farcasterTestAccounts as [
  (typeof farcasterTestAccounts)[number],
  (typeof farcasterTestAccounts)[number],
]
const noChain = {
  getFid: () => Promise.reject(new Error('unused')),
  isValidAuthAddress: () => Promise.resolve(false),
  publicClient: createPublicClient({
    transport: custom({ request: () => Promise.reject(new Error('unused')) }),
  }),
}
const appClient = () => createAppClient({ relay, ethereum: noChain })
const walletClient = () => createWalletClient({ relay, ethereum: noChain })
const newChannel = () => createFarcasterChannel(relay, 'https://app.example.com/', 'app.example.com')
const verify = (channel: FarcasterChannel) =>
  waitForFarcasterSignIn(relay, channel, { rpcUrl: anvil.url, intervalMs: 20 })

/** A Farcaster client's answer with `@farcaster/auth-client`, bent by `bend` for the hostile cases. */
async function answer(
  channel: FarcasterChannel,
  bend: { nonce?: string; domain?: string; signer?: `0x${string}`; fid?: number; forge?: boolean } = {},
) {
  const wallet = walletClient()
  const signer = privateKeyToAccount(bend.signer ?? alice.custodyKey)
  const built = wallet.buildSignInMessage({
    fid: alice.fid,
    address: signer.address,
    uri: 'https://app.example.com/',
    domain: bend.domain ?? channel.domain,
    nonce: bend.nonce ?? channel.nonce,
  })
  if (built.isError) throw built.error
  const signature = await signer.signMessage({ message: built.message })
  const result = await wallet.authenticate({
    channelToken: channel.channelToken,
    authKey: 'devstack',
    // A forged answer: the message changed after it was signed.
    message: bend.forge
      ? built.message.replace('URI: https://app.example.com/', 'URI: https://app.example.com/forged')
      : built.message,
    signature,
    fid: bend.fid ?? alice.fid,
    username: 'someone.else',
  })
  if (result.isError) throw result.error
  return result.response.status
}

test('auth-client: a channel is created, pending, answered by the custody key, then completed and verified', async () => {
  const created = await appClient().createChannel({
    siweUri: 'https://app.example.com/',
    domain: 'app.example.com',
  })
  if (created.isError) throw created.error
  expect(created.response.status).toBe(201)
  const { channelToken, url, nonce } = created.data
  expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
  expect(new URL(url).searchParams.get('nonce')).toBe(nonce)
  expect(walletClient().parseSignInURI({ uri: url })).toMatchObject({ channelToken })

  const pending = await appClient().status({ channelToken })
  if (pending.isError) throw pending.error
  expect(pending.response.status).toBe(202)
  expect(pending.data).toMatchObject({ state: 'pending', nonce, url })

  // The phone page's approval: the link's message, signed with the custody key, posted.
  await approveFarcasterSignIn(relay, url, alice)
  const completed = await appClient().status({ channelToken })
  if (completed.isError) throw completed.error
  expect(completed.response.status).toBe(200)
  expect(completed.data).toMatchObject({
    state: 'completed',
    fid: alice.fid,
    username: alice.username,
    custody: alice.custody,
  })
  expect(completed.data.message).toContain(`farcaster://fid/${alice.fid}`)
  expect(completed.data.message).toContain(`Nonce: ${nonce}`)
  expect(completed.data.signature).toMatch(/^0x[0-9a-f]{130}$/)

  // The frame's verification, as an app's: the user as the registry knows them.
  expect(await verify({ channelToken, url, nonce, domain: 'app.example.com' })).toEqual({
    fid: alice.fid,
    username: alice.username,
  })
  // One answer per channel.
  await expect(approveFarcasterSignIn(relay, url, bob)).rejects.toThrow('This sign-in is already answered')
})

test('the registry answers who holds a fid; the relay refuses unknown tokens and bad bodies', async () => {
  expect(await (await fetch(`${relay}/v1/user?fid=${bob.fid}`)).json()).toEqual({
    fid: bob.fid,
    username: bob.username,
    custody: bob.custody,
  })
  expect((await fetch(`${relay}/v1/user?fid=99999`)).status).toBe(404)
  const status = await fetch(`${relay}/v1/channel/status`, { headers: { authorization: 'Bearer nope' } })
  expect(status.status).toBe(401)
  const channel = await newChannel()
  const bad = await fetch(`${relay}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channel.channelToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'hi', signature: '0x00', fid: 1 }),
  })
  expect(bad.status).toBe(400)
  // Nothing was recorded: the channel still waits.
  expect((await appClient().status({ channelToken: channel.channelToken })).response?.status).toBe(202)
})

test('an answer made for another channel is refused (its nonce)', async () => {
  const mine = await newChannel()
  const other = await newChannel()
  expect(await answer(mine, { nonce: other.nonce })).toBe(201)
  await expect(verify(mine)).rejects.toThrow('Farcaster sign-in refused: Invalid nonce')
})

test('an answer for another domain is refused', async () => {
  const channel = await newChannel()
  await answer(channel, { domain: 'evil.example.com' })
  await expect(verify(channel)).rejects.toThrow('Farcaster sign-in refused: Invalid domain')
})

test('a forged answer (the message changed after signing) is refused', async () => {
  const channel = await newChannel()
  await answer(channel, { forge: true })
  await expect(verify(channel)).rejects.toThrow('Farcaster sign-in refused: Failed to verify message')
})

test("an answer signed by a key that is not the fid's custody address is refused", async () => {
  const channel = await newChannel()
  // Bob's custody key signs a sign-in for Alice's fid.
  await answer(channel, { signer: bob.custodyKey })
  await expect(verify(channel)).rejects.toThrow(
    `Farcaster sign-in refused: Invalid resource: signer ${bob.custody} does not own fid ${alice.fid}.`,
  )
  // And naming Bob's fid on the relay while the message is Alice's does not pass either.
  const second = await newChannel()
  await answer(second, { fid: bob.fid })
  await expect(verify(second)).rejects.toThrow(/^Farcaster sign-in refused: /)
})

test('an expired channel takes no answer and its wait ends with a clear error', async () => {
  const channel = await newChannel()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 11 * 60 * 1000)
  await expect(approveFarcasterSignIn(relay, channel.url, alice)).rejects.toThrow(
    'The Farcaster sign-in has expired',
  )
  await expect(verify(channel)).rejects.toThrow('The Farcaster sign-in has expired')
})

test('a wait ends once aborted', async () => {
  const channel = await newChannel()
  const abort = new AbortController()
  const waiting = waitForFarcasterSignIn(relay, channel, {
    rpcUrl: anvil.url,
    intervalMs: 20,
    signal: abort.signal,
  })
  abort.abort()
  await expect(waiting).rejects.toThrow('The Farcaster sign-in was cancelled')
})

/** The frame page's Farcaster handlers on this relay; `issued` is every account they logged in. */
function frameHandlers() {
  const issued: { fid: number; username: string }[] = []
  const handlers = farcasterHandlers({
    relay,
    rpcUrl: anvil.url,
    parentOrigin: 'https://app.example.com',
    issue: async (fid, username) => {
      issued.push({ fid, username })
    },
  })
  return { handlers, issued }
}

test('the frame: its link is the latest one asked for, and only a verified answer logs anyone in', async () => {
  const { handlers, issued } = frameHandlers()
  await expect(handlers.CONNECT_FARCASTER()).rejects.toThrow('No Farcaster sign-in in progress')
  // Two asked at once (a view opened twice): the second is the sign-in.
  const [first, second] = await Promise.all([
    handlers.GET_FARCASTER_URI().catch((error: Error) => error),
    handlers.GET_FARCASTER_URI(),
  ])
  expect((first as Error).message).toBe('The Farcaster sign-in was cancelled')
  expect(new URL(second.url).searchParams.get('domain')).toBe('app.example.com')
  const connecting = handlers.CONNECT_FARCASTER()
  await approveFarcasterSignIn(relay, second.url, bob)
  expect(await connecting).toEqual({ userName: bob.username })
  expect(issued).toEqual([{ fid: bob.fid, username: bob.username }])

  // A refused answer issues nothing.
  const { url } = await handlers.GET_FARCASTER_URI()
  const refused = handlers.CONNECT_FARCASTER()
  await approveFarcasterSignIn(relay, url, { ...alice, custodyKey: bob.custodyKey })
  await expect(refused).rejects.toThrow(`does not own fid ${alice.fid}`)
  expect(issued).toHaveLength(1)
})

test('the frame: RELOAD drops the sign-in, and its late approval logs nobody in', async () => {
  const { handlers, issued } = frameHandlers()
  const { url } = await handlers.GET_FARCASTER_URI()
  const waiting = handlers.CONNECT_FARCASTER()
  handlers.RELOAD()
  await approveFarcasterSignIn(relay, url, alice)
  await expect(waiting).rejects.toThrow('The Farcaster sign-in was cancelled')
  await expect(handlers.CONNECT_FARCASTER()).rejects.toThrow('No Farcaster sign-in in progress')
  expect(issued).toEqual([])
})
