import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import { createPublicClient, custom, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { FarcasterTestAccount } from './accounts.ts'

// Sign In With Farcaster on the devstack's relay, with `@farcaster/auth-client`: the app's side
// (a channel, then its answer verified as an app must) runs in the secure frame page; the
// Farcaster client's side (approve a link with a custody key) on the playground's phone page and
// in tests. Browser-safe.

/** What the app keeps of a channel it asked for: what it will accept the answer against. */
export type FarcasterChannel = { channelToken: string; url: string; nonce: string; domain: string }

/** Who signed in, as the id registry knows them. */
export type FarcasterUser = { fid: number; username: string }

// Creating a channel and answering one read no chain.
const unused = () => Promise.reject(new Error('No chain is read here'))
const noEthereum = {
  getFid: unused,
  isValidAuthAddress: unused,
  publicClient: createPublicClient({ transport: custom({ request: unused }) }),
}

async function registryUser(relay: string, fid: number): Promise<FarcasterUser & { custody: string }> {
  const response = await fetch(`${relay}/v1/user?fid=${fid}`)
  if (!response.ok) throw new Error(`No Farcaster account with fid ${fid}`)
  return (await response.json()) as FarcasterUser & { custody: string }
}

const reasonOf = (data: unknown) =>
  (data as { reasons?: { description?: string }[] } | undefined)?.reasons?.[0]?.description

/** A new channel on the relay for a sign-in to `siweUri` (the app's page) at `domain`. */
export async function createFarcasterChannel(
  relay: string,
  siweUri: string,
  domain: string,
): Promise<FarcasterChannel> {
  const app = createAppClient({ relay, ethereum: noEthereum })
  const result = await app.createChannel({ siweUri, domain })
  if (result.isError) throw new Error(`The Farcaster relay did not answer: ${result.error?.message}`)
  if (result.response.status !== 201)
    throw new Error(reasonOf(result.data) ?? `HTTP status code: ${result.response.status}`)
  const { channelToken, url, nonce } = result.data
  return { channelToken, url, nonce, domain }
}

/**
 * Waits for the channel's answer and verifies it as an app must before it trusts it: a sign-in
 * message for this channel's nonce and domain, within its validity, signed by the custody
 * address the id registry holds for the fid it names. Throws on any other answer, on an expired
 * channel, or once `signal` aborts.
 */
export async function waitForFarcasterSignIn(
  relay: string,
  channel: FarcasterChannel,
  options: { rpcUrl: string; signal?: AbortSignal; intervalMs?: number },
): Promise<FarcasterUser> {
  const publicClient = createPublicClient({ transport: http(options.rpcUrl) })
  let claimed = 0
  const app = createAppClient({
    relay,
    ethereum: {
      publicClient,
      // The id registry's answer for the fid the answer claims.
      getFid: async (custody) => {
        const { custody: holder } = await registryUser(relay, claimed)
        return holder.toLowerCase() === custody.toLowerCase() ? BigInt(claimed) : 0n
      },
      isValidAuthAddress: () => Promise.resolve(false),
    },
  })
  for (;;) {
    if (options.signal?.aborted) throw new Error('The Farcaster sign-in was cancelled')
    const result = await app.status({ channelToken: channel.channelToken })
    if (result.isError) throw new Error(`The Farcaster relay did not answer: ${result.error?.message}`)
    const { response, data } = result
    if (response.status === 200) {
      if (!data.message || !data.signature || !data.fid) throw new Error('The Farcaster answer is incomplete')
      claimed = data.fid
      const verified = await app.verifySignInMessage({
        nonce: channel.nonce,
        domain: channel.domain,
        message: data.message,
        signature: data.signature,
        acceptAuthAddress: false,
      })
      if (verified.isError) throw new Error(`Farcaster sign-in refused: ${verified.error?.message}`)
      if (verified.fid !== data.fid)
        throw new Error('Farcaster sign-in refused: the answer names another fid')
      return { fid: data.fid, username: (await registryUser(relay, data.fid)).username }
    }
    if (response.status !== 202) throw new Error(reasonOf(data) ?? `HTTP status code: ${response.status}`)
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 500))
  }
}

/**
 * What a Farcaster client does with a sign-in link: builds the sign-in message the link asks for,
 * signs it with the account's custody key and posts it to the relay.
 */
export async function approveFarcasterSignIn(
  relay: string,
  link: string,
  account: FarcasterTestAccount,
): Promise<void> {
  const wallet = createWalletClient({ relay, ethereum: noEthereum })
  const parsed = wallet.parseSignInURI({ uri: link })
  if (parsed.isError) throw new Error(`Not a Farcaster sign-in link: ${parsed.error?.message}`)
  const params = new URL(link).searchParams
  const custody = privateKeyToAccount(account.custodyKey)
  const built = wallet.buildSignInMessage({
    fid: account.fid,
    address: custody.address,
    uri: params.get('siweUri') ?? '',
    domain: params.get('domain') ?? '',
    nonce: params.get('nonce') ?? '',
    ...(params.get('notBefore') ? { notBefore: new Date(params.get('notBefore') as string) } : {}),
    ...(params.get('expirationTime')
      ? { expirationTime: new Date(params.get('expirationTime') as string) }
      : {}),
  })
  if (built.isError) throw new Error(`This sign-in link cannot be signed: ${built.error?.message}`)
  const result = await wallet.authenticate({
    channelToken: parsed.channelToken,
    authKey: 'devstack',
    message: built.message,
    signature: await custody.signMessage({ message: built.message }),
    fid: account.fid,
    username: account.username,
    displayName: account.displayName,
  })
  if (result.isError) throw new Error(`The Farcaster relay did not answer: ${result.error?.message}`)
  if (result.response.status !== 201)
    throw new Error(reasonOf(result.data) ?? `HTTP status code: ${result.response.status}`)
}
