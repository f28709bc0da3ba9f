import { Keypair } from '@solana/web3.js'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { decodeBase58, encodeBase58 } from '../../solana/base58.ts'

// The user's keys live here, in the frame origin's localStorage, never in the page that embeds
// the frame and never on a server: one EVM key and one Solana key per email,
// social login or Farcaster account.

const PREFIX = 'oak-frame:'

export interface UserKeys {
  evm: PrivateKeyAccount
  evmKey: `0x${string}`
  solana: { keypair: Keypair; address: string }
}

export function loadOrCreateKeys(email: string): UserKeys {
  const key = `${PREFIX}keys:${email}`
  let stored: { evm: `0x${string}`; solana: string } | undefined
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? 'null') ?? undefined
  } catch {
    stored = undefined
  }
  if (!stored) {
    // The Solana key is kept as its 32-byte seed.
    stored = { evm: generatePrivateKey(), solana: encodeBase58(Keypair.generate().secretKey.slice(0, 32)) }
    localStorage.setItem(key, JSON.stringify(stored))
  }
  const secretKey = decodeBase58(stored.solana)
  if (secretKey?.length !== 32) throw new Error('The stored Solana key is corrupt')
  const keypair = Keypair.fromSeed(secretKey)
  return {
    evm: privateKeyToAccount(stored.evm),
    evmKey: stored.evm,
    solana: { keypair, address: keypair.publicKey.toBase58() },
  }
}

/** This browser's device id, kept with the keys. */
export function deviceId(): string {
  const key = `${PREFIX}device`
  let id = localStorage.getItem(key)
  if (!id) {
    id = crypto.randomUUID()
    localStorage.setItem(key, id)
  }
  return id
}

export interface Session {
  /** Absent for a social login whose provider shares no email. */
  email?: string
  /** A Farcaster login: its fid and username name the keys. */
  fid?: number
  username?: string
  /** CAIP-2 of the active chain. */
  chain: string
  /** A social login: the provider and its subject name the keys. */
  social?: { provider: string; subject: string; username: string }
  /** The account that signs and sends on EVM chains (default: the EOA). */
  accountType?: 'eoa' | 'smartAccount'
}

/** One set of keys per email, per social provider and subject, and per Farcaster account. */
export const keysOf = (session: Session): UserKeys =>
  loadOrCreateKeys(
    session.social
      ? `${session.social.provider}|${session.social.subject}`
      : session.fid !== undefined
        ? `farcaster:${session.fid}`
        : (session.email ?? ''),
  )

/** Sessions are per embedding origin and project: a login on one app does not log in another. */
function sessionKey(parentOrigin: string, projectId: string): string {
  return `${PREFIX}session:${parentOrigin}|${projectId}`
}

export function readSession(parentOrigin: string, projectId: string): Session | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(sessionKey(parentOrigin, projectId)) ?? 'null')
    const named =
      typeof value?.email === 'string' ||
      typeof value?.social?.subject === 'string' ||
      typeof value?.fid === 'number'
    return named && typeof value.chain === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

export function writeSession(parentOrigin: string, projectId: string, session: Session | undefined): void {
  if (session) localStorage.setItem(sessionKey(parentOrigin, projectId), JSON.stringify(session))
  else localStorage.removeItem(sessionKey(parentOrigin, projectId))
}

/** An email change: the keys and every session of `from` now belong to `to` (same wallet). */
export function moveAccount(from: string, to: string): void {
  const keys = localStorage.getItem(`${PREFIX}keys:${from}`)
  if (keys !== null) localStorage.setItem(`${PREFIX}keys:${to}`, keys)
  localStorage.removeItem(`${PREFIX}keys:${from}`)
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith(`${PREFIX}session:`)) continue
    const session = JSON.parse(localStorage.getItem(key) ?? 'null') as Session | null
    if (session?.email === from) localStorage.setItem(key, JSON.stringify({ ...session, email: to }))
  }
}
