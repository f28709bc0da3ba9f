import { Keypair } from '@solana/web3.js'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { decodeBase58, encodeBase58 } from '../../solana/base58.ts'

// The user's keys live here, in the frame origin's localStorage, never in the page that embeds
// the frame and never on a server: one EVM key and one Solana key per email
// or Farcaster account.

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

/** Who is logged in: an email, or a Farcaster account (its fid and username). */
export interface Session {
  email?: string
  fid?: number
  username?: string
  /** CAIP-2 of the active chain. */
  chain: string
}

/** The keys' name: one set per email, one per Farcaster account. */
export const keysOf = (session: Session) =>
  loadOrCreateKeys(session.fid === undefined ? (session.email ?? '') : `farcaster:${session.fid}`)

/** Sessions are per embedding origin and project: a login on one app does not log in another. */
function sessionKey(parentOrigin: string, projectId: string): string {
  return `${PREFIX}session:${parentOrigin}|${projectId}`
}

export function readSession(parentOrigin: string, projectId: string): Session | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(sessionKey(parentOrigin, projectId)) ?? 'null')
    const named = typeof value?.email === 'string' || typeof value?.fid === 'number'
    return named && typeof value.chain === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

export function writeSession(parentOrigin: string, projectId: string, session: Session | undefined): void {
  if (session) localStorage.setItem(sessionKey(parentOrigin, projectId), JSON.stringify(session))
  else localStorage.removeItem(sessionKey(parentOrigin, projectId))
}
