import { readUntrusted } from '@openappkit/core/internal'
import type { WalletConnectAccount } from './types.ts'

// CAIP-2 / CAIP-10 as the standards bound them: a namespace of 3–8 lowercase letters, digits or
// '-', a reference of 1–32 letters, digits, '-' or '_', an address of 1–128 of those and '.', '%'.
const chainPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const accountPattern = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

export function isCaip2(value: unknown): value is string {
  return typeof value === 'string' && chainPattern.test(value)
}

/** The accounts a session approved for `namespace`, from the wallet's CAIP-10 entries (untrusted: bad entries are left out). */
export function sessionAccounts(session: unknown, namespace: string): WalletConnectAccount[] {
  const entries = namespaceField(session, namespace, 'accounts')
  if (!Array.isArray(entries)) return []
  const accounts: WalletConnectAccount[] = []
  for (const entry of entries.slice(0, 256)) {
    const match = typeof entry === 'string' ? accountPattern.exec(entry) : null
    if (!match?.[1] || !match[2] || !match[1].startsWith(`${namespace}:`)) continue
    if (!accounts.some((a) => a.chainId === match[1] && a.address === match[2]))
      accounts.push({ chainId: match[1], address: match[2] })
  }
  return accounts
}

/** The methods a session approved for `namespace` (strings only). */
export function sessionMethods(session: unknown, namespace: string): string[] {
  const methods = namespaceField(session, namespace, 'methods')
  return Array.isArray(methods) ? methods.filter((m): m is string => typeof m === 'string') : []
}

/** Addresses in the order the wallet gave them, each once. */
export function addressesOf(accounts: readonly WalletConnectAccount[]): string[] {
  return [...new Set(accounts.map((a) => a.address))]
}

/** A field of the session's entry for `namespace`, read without trusting the session's shape. */
function namespaceField(session: unknown, namespace: string, field: 'accounts' | 'methods'): unknown {
  return readUntrusted(readUntrusted(readUntrusted(session, 'namespaces'), namespace), field)
}

/**
 * The chain a `chainChanged` session event names, as CAIP-2. The request's `chainId` is always
 * CAIP-2; the payload, which wallets send as a number, hex, decimal string or CAIP-2, wins when
 * it reads as a chain of the same namespace (WalletConnect's provider does the same).
 */
export function changedChain(requestChainId: unknown, payload: unknown): string | undefined {
  if (!isCaip2(requestChainId)) return undefined
  const namespace = requestChainId.split(':')[0] as string
  if (isCaip2(payload)) return payload.startsWith(`${namespace}:`) ? payload : undefined
  if (namespace === 'eip155') {
    const id =
      typeof payload === 'number'
        ? payload
        : typeof payload === 'string' && /^(0x[0-9a-fA-F]{1,16}|[0-9]{1,16})$/.test(payload)
          ? Number(payload)
          : undefined
    if (id !== undefined && Number.isSafeInteger(id) && id > 0) return `eip155:${id}`
  }
  if (typeof payload === 'string' && isCaip2(`${namespace}:${payload}`)) return `${namespace}:${payload}`
  return requestChainId
}

/** Addresses from an `accountsChanged` payload: CAIP-10 entries of `namespace`, or bare addresses. */
export function changedAccounts(namespace: string, payload: unknown): string[] | undefined {
  if (!Array.isArray(payload)) return undefined
  const addresses: string[] = []
  for (const entry of payload.slice(0, 256)) {
    if (typeof entry !== 'string') return undefined
    const match = accountPattern.exec(entry)
    if (match) {
      if (!match[1]?.startsWith(`${namespace}:`)) continue
      addresses.push(match[2] as string)
    } else if (/^[-.%a-zA-Z0-9]{1,128}$/.test(entry)) addresses.push(entry)
    else return undefined
  }
  return [...new Set(addresses)]
}
