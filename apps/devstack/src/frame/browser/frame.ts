import {
  type FrameRequestName,
  frameErrorMessages,
  frameRequestNames,
  isSafeRpcMethod,
  requestSchemas,
} from '@openappkit/auth-frame-client'
import { isOriginAllowed } from '@openappkit/core/server'
import type { SocialIdentity, SocialProvider } from '../socialLogin.ts'
import { callsStatus } from './callsStatus.ts'
import type { FramePageConfig } from './config.ts'
import { evmRequest } from './evm.ts'
import { farcasterHandlers } from './farcaster.ts'
import { deviceId, keysOf, moveAccount, readSession, type Session, writeSession } from './keys.ts'
import { smartAccountOf, smartAccountRequest } from './smartAccount.ts'
import { solanaRequest } from './solana.ts'

// The frame side of the secure-frame protocol, in the devstack's frame page. It takes requests
// only from the window that embeds it, at that window's origin, and only when that origin is on
// the project's allowlist (the server also sends CSP frame-ancestors, so a browser refuses to
// embed the page anywhere else). Every request is checked with the client's own schemas.

const config = JSON.parse(document.getElementById('frame-config')?.textContent ?? '{}') as FramePageConfig
const parentOrigin = window.parent !== window ? location.ancestorOrigins?.[0] : undefined
const allowed = parentOrigin !== undefined && isOriginAllowed(parentOrigin, config.allowedOrigins, [])
let pendingEmail: string | undefined

async function api(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as Record<string, unknown> & { reasons?: { description?: string }[] }
  if (!response.ok) throw new Error(json.reasons?.[0]?.description ?? `HTTP status code: ${response.status}`)
  return json
}

function session(): Session {
  const current = parentOrigin ? readSession(parentOrigin, config.projectId) : undefined
  if (!current) throw new Error('Not logged in')
  return current
}

/** The logged-in wallet's email: a social login has none to change. */
function sessionEmail(): string {
  const { email } = session()
  if (!email) throw new Error('This login has no email to change')
  return email
}

function saveSession(next: Session | undefined) {
  if (parentOrigin) writeSession(parentOrigin, config.projectId, next)
}

/** 31337, '31337', 'eip155:31337' or a Solana CAIP-2 / reference → a configured CAIP-2 id. */
function caipOf(chainId: string | number | undefined): string {
  if (chainId === undefined) return session().chain
  const text = String(chainId)
  const caip = /^\d+$/.test(text) ? `eip155:${text}` : text.includes(':') ? text : `solana:${text}`
  if (!config.chains[caip]) throw new Error(`Chain ${text} is not supported by the embedded wallet`)
  return caip
}

/** The bundler of an EVM chain with smart accounts, for this project; undefined on any other. */
function bundlerOf(chain: string): string | undefined {
  const url = config.bundlers[chain]
  return url ? `${url}&projectId=${encodeURIComponent(config.projectId)}` : undefined
}

/** The session's EVM chain: the active one, or the first EVM chain while Solana is active. */
function evmChainOf(current: Session): string {
  return current.chain.startsWith('eip155:')
    ? current.chain
    : (Object.keys(config.chains).find((c) => c.startsWith('eip155:')) ?? '')
}

/** The login's smart account on its EVM chain, or undefined where that chain has no bundler. */
async function smartAccount(current: Session) {
  const chain = evmChainOf(current)
  const rpcUrl = config.chains[chain]
  if (!bundlerOf(chain) || !rpcUrl) return undefined
  return smartAccountOf(keysOf(current).evmKey, Number(chain.slice(7)), rpcUrl)
}

async function user(current: Session) {
  const keys = keysOf(current)
  const isSolana = current.chain.startsWith('solana:')
  const smart = isSolana ? undefined : await smartAccount(current)
  const type = smart && current.accountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  const address = isSolana
    ? keys.solana.address
    : type === 'smartAccount' && smart
      ? smart.account.address
      : keys.evm.address
  const reference = current.chain.split(':')[1] ?? ''
  return {
    email: current.email ?? null,
    ...(current.social
      ? { userName: current.social.username, socialProvider: current.social.provider as SocialProvider }
      : current.username
        ? { userName: current.username }
        : {}),
    address,
    chainId: isSolana ? current.chain : Number(reference),
    accounts: [
      { address: isSolana ? keys.solana.address : keys.evm.address, type: 'eoa' as const },
      ...(smart ? [{ address: smart.account.address, type: 'smartAccount' as const }] : []),
    ],
    preferredAccountType: type,
    smartAccountDeployed: smart?.deployed ?? false,
  }
}

/**
 * The RPC requests at work, by id. RPC_ABORT marks the unsafe ones: each stops at its next step
 * (before it signs, before each call of a batch, before a Solana send) and answers "Request was
 * aborted"; a step already taken stands, and the request answers with its result.
 */
const running = new Map<string, { aborted: boolean }>()

function abortable(id: string) {
  const entry = { aborted: false }
  running.set(id, entry)
  return {
    /** Throws once the client aborted this request. */
    go() {
      if (entry.aborted) throw new Error(frameErrorMessages.rpcAborted)
    },
    done: () => running.delete(id),
  }
}

/** Lets messages already posted (an RPC_ABORT sent right behind its request) arrive first. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function rpc(
  request: { method: string; params?: unknown; chainNamespace?: string },
  go: () => void,
): Promise<unknown> {
  const current = session()
  const keys = keysOf(current)
  const solana = request.chainNamespace === 'solana' || request.method.startsWith('solana_')
  const chain = solana
    ? current.chain.startsWith('solana:')
      ? current.chain
      : (Object.keys(config.chains).find((c) => c.startsWith('solana:')) ?? '')
    : current.chain.startsWith('eip155:')
      ? current.chain
      : (Object.keys(config.chains).find((c) => c.startsWith('eip155:')) ?? '')
  const rpcUrl = config.chains[chain]
  if (!rpcUrl) throw new Error('No chain for this request')
  if (solana) return solanaRequest(keys.solana, rpcUrl, request.method, request.params, go)
  const bundlerUrl = bundlerOf(chain)
  if (request.method === 'wallet_getCallsStatus') {
    const smart = await smartAccount(current)
    const senders = [keys.evm.address, ...(smart ? [smart.account.address] : [])]
    const [id] = Array.isArray(request.params) ? request.params : []
    return callsStatus(id, senders, { chainId: Number(chain.slice(7)), rpcUrl, bundlerUrl })
  }
  if (current.accountType === 'smartAccount' && bundlerUrl)
    return smartAccountRequest(
      keys.evmKey,
      Number(chain.slice(7)),
      rpcUrl,
      bundlerUrl,
      request.method,
      request.params,
      go,
    )
  return evmRequest(keys.evmKey, Number(chain.slice(7)), rpcUrl, request.method, request.params, go)
}

/** A login's requested account type; any other value keeps the one the session has. */
const accountTypeOf = (type: string | undefined): Pick<Session, 'accountType'> =>
  type === 'eoa' || type === 'smartAccount' ? { accountType: type } : {}

const noSmartAccount = (current: Session) => `Smart accounts are not enabled on ${evmChainOf(current)}`

/**
 * A new wallet gets test funds once, so it can pay for its first transaction: its EOA and its
 * smart account each (a smart account sends from its own balance).
 */
async function fund(next: Session) {
  const keys = keysOf(next)
  await api('fund', { evm: keys.evm.address, solana: keys.solana.address })
  const smart = await smartAccount(next)
  if (smart) await api('fund', { evm: smart.account.address })
}

/** A login starts on the chain asked for when it is one of ours, else on the default one (GET_USER moves it). */
function supportedChain(chainId: string | number | undefined): string {
  try {
    return chainId === undefined ? config.defaultChain : caipOf(chainId)
  } catch {
    return config.defaultChain
  }
}

const farcaster = farcasterHandlers({
  relay: new URL('/farcaster', location.href).href,
  rpcUrl: Object.entries(config.chains).find(([caip]) => caip.startsWith('eip155:'))?.[1] ?? '',
  parentOrigin,
  async issue(fid, username) {
    // Issued like any new account: keys per fid, test funds once.
    const next: Session = {
      fid,
      username,
      chain: readSession(parentOrigin ?? '', config.projectId)?.chain ?? config.defaultChain,
    }
    await fund(next)
    saveSession(next)
  },
})

const handlers: Record<FrameRequestName, (payload: never, id: string) => unknown> = {
  CONNECT_EMAIL: async ({ email }: { email: string }) => {
    const normalized = email.toLowerCase()
    const current = parentOrigin ? readSession(parentOrigin, config.projectId) : undefined
    if (current?.email === normalized && !current.social) return { action: 'CONNECT' }
    const { action } = await api('email/start', { email: normalized, deviceId: deviceId() })
    pendingEmail = normalized
    return { action }
  },
  CONNECT_DEVICE: async () => {
    if (!pendingEmail) throw new Error('No login in progress')
    await api('device/wait', { email: pendingEmail, deviceId: deviceId() })
  },
  CONNECT_OTP: async ({ otp }: { otp: string }) => {
    if (!pendingEmail) throw new Error('No login in progress')
    await api('otp/verify', { email: pendingEmail, otp })
    const next: Session = {
      email: pendingEmail,
      chain: readSession(parentOrigin ?? '', config.projectId)?.chain ?? config.defaultChain,
    }
    await fund(next)
    saveSession(next)
    pendingEmail = undefined
  },
  GET_USER: ({
    chainId,
    preferredAccountType,
  }: {
    chainId?: string | number
    preferredAccountType?: string
  }) => {
    const current = session()
    const next: Session = {
      ...current,
      chain: chainId === undefined ? current.chain : caipOf(chainId),
      ...accountTypeOf(preferredAccountType),
    }
    saveSession(next)
    return user(next)
  },
  IS_CONNECTED: () => ({
    isConnected: parentOrigin ? readSession(parentOrigin, config.projectId) !== undefined : false,
  }),
  GET_CHAIN_ID: () => {
    const { chain } = session()
    return { chainId: chain.startsWith('eip155:') ? Number(chain.slice(7)) : chain }
  },
  SWITCH_NETWORK: ({ chainId }: { chainId: string | number }) => {
    const chain = caipOf(chainId)
    saveSession({ ...session(), chain })
    return { chainId }
  },
  SIGN_OUT: () => {
    saveSession(undefined)
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
    smartAccountEnabledNetworks: Object.keys(config.bundlers).map((caip) => Number(caip.slice(7))),
  }),
  INIT_SMART_ACCOUNT: async () => {
    const smart = await smartAccount(session())
    if (!smart) throw new Error(noSmartAccount(session()))
    return { address: smart.account.address, isDeployed: smart.deployed }
  },
  SET_PREFERRED_ACCOUNT: async ({ type }: { type: 'eoa' | 'smartAccount' }) => {
    const current = session()
    const smart = await smartAccount(current)
    if (type === 'smartAccount' && !smart) throw new Error(noSmartAccount(current))
    saveSession({ ...current, accountType: type })
    return {
      type,
      address: smart && type === 'smartAccount' ? smart.account.address : keysOf(current).evm.address,
    }
  },
  RPC_REQUEST: async (
    request: {
      method: string
      params?: unknown
      chainId?: string | number
      chainNamespace?: string
    },
    id: string,
  ) => {
    if (isSafeRpcMethod(request.method)) return rpc(request, () => {})
    const step = abortable(id)
    try {
      await nextTask()
      step.go()
      return await rpc(request, step.go)
    } finally {
      step.done()
    }
  },
  RPC_ABORT: () => {
    for (const entry of running.values()) entry.aborted = true
  },
  SYNC_THEME: () => undefined,
  SYNC_DAPP_DATA: () => undefined,
  ...farcaster,
  // The server runs the OAuth exchange and verifies the ID token; the keys stay here.
  GET_SOCIAL_REDIRECT_URI: ({ provider }: { provider: SocialProvider }) =>
    api('social/start', { provider, origin: parentOrigin }),
  CONNECT_SOCIAL: async ({
    uri,
    chainId,
    preferredAccountType,
  }: {
    uri: string
    chainId?: string | number
    preferredAccountType?: string
  }) => {
    const identity = (await api('social/finish', { uri, origin: parentOrigin })) as unknown as SocialIdentity
    const { provider, subject, username, email } = identity
    const next: Session = {
      ...(email ? { email } : {}),
      chain: supportedChain(chainId),
      social: { provider, subject, username },
      ...accountTypeOf(preferredAccountType),
    }
    await fund(next)
    saveSession(next)
    return user(next)
  },
  // The logged-in wallet's email change: a code to the current address, then one to the new.
  UPDATE_EMAIL: async ({ email }: { email: string }) => {
    const { action } = await api('email/update/start', { email: sessionEmail(), newEmail: email })
    return { action }
  },
  UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }: { otp: string }) => {
    await api('email/update/primary', { email: sessionEmail(), otp })
  },
  UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }: { otp: string }) => {
    const from = sessionEmail()
    const { newEmail } = (await api('email/update/secondary', { email: from, otp })) as { newEmail: string }
    moveAccount(from, newEmail)
    return { newEmail }
  },
}

function isRequestName(name: string): name is FrameRequestName {
  return (frameRequestNames as readonly string[]).includes(name)
}

window.addEventListener('message', (event: MessageEvent) => {
  // Only the embedding window, at its own origin: another page holding this window gets nothing.
  if (!parentOrigin || event.source !== window.parent || event.origin !== parentOrigin) return
  const data = event.data as { type?: unknown; id?: unknown; payload?: unknown } | null
  if (typeof data?.type !== 'string' || !data.type.startsWith('@w3m-app/')) return
  if (typeof data.id !== 'string' || data.id.length === 0 || data.id.length > 128) return
  const name = data.type.slice('@w3m-app/'.length)
  if (!isRequestName(name)) return
  const id = data.id
  const reply = (outcome: 'SUCCESS' | 'ERROR', payload: unknown) =>
    window.parent.postMessage({ type: `@w3m-frame/${name}_${outcome}`, id, payload }, parentOrigin)
  if (!allowed) return reply('ERROR', { message: 'Unauthorized: origin not allowed' })
  const parsed = requestSchemas()[name].safeParse(data.payload)
  if (!parsed.success)
    return reply('ERROR', { message: parsed.error.issues[0]?.message ?? 'Invalid request' })
  Promise.resolve()
    .then(() => handlers[name](parsed.data as never, id))
    .then(
      (result) => reply('SUCCESS', result),
      (error: unknown) => reply('ERROR', { message: error instanceof Error ? error.message : String(error) }),
    )
})

if (parentOrigin)
  window.parent.postMessage({ type: '@w3m-frame/READY', payload: { version: '1' } }, parentOrigin)
