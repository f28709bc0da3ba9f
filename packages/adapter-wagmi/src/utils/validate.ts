import { BaseError } from '@openappkit/core'
import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { InvalidWalletResponseError } from '../errors/walletErrors.ts'

/** Bad input from the caller: a clear error before any wallet is asked. */
export function assertAddress(value: string, field: string): Address {
  if (!isAddress(value, { strict: false })) {
    throw new BaseError('Invalid address', {
      details: `${field} must be a 0x-prefixed 20-byte address, got "${value}"`,
    })
  }
  return value as Address
}

/** `value` as `parse` reads it, or an InvalidWalletResponseError naming `what` and what the wallet sent. */
function walletAnswer<T>(value: unknown, what: string, parse: (value: unknown) => T | undefined): T {
  const parsed = parse(value)
  if (parsed === undefined)
    throw new InvalidWalletResponseError(what, { details: `Received ${describe(value)}` })
  return parsed
}

const hexOf = (shape: RegExp) => (value: unknown) =>
  typeof value === 'string' && shape.test(value) ? (value as Hex) : undefined

/** A transaction hash is 0x plus 64 hex characters. */
export const assertTransactionHash = (value: unknown): Hex =>
  walletAnswer(value, 'transaction hash', hexOf(/^0x[0-9a-fA-F]{64}$/))

/** A signed message is 0x plus at least 62 hex characters. */
export const assertSignature = (value: unknown): Hex =>
  walletAnswer(value, 'signature', hexOf(/^0x[0-9a-fA-F]{62,}$/))

/**
 * The one reading of a chain id that came from a wallet (`eth_chainId`, `chainChanged`, a
 * connect event, WalletConnect's provider). EIP-1193 says hex; WalletConnect's provider answers
 * a number; some wallets a decimal string (wagmi reads them with Number() and connects them,
 * so they must work too). Only a safe positive integer is a chain: `0xZZ`, 2^256-1, `1e400`,
 * `''`, `0`, negatives, floats and anything else are `undefined`, never NaN, Infinity or 0.
 */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value === 'bigint')
    return value > 0n && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : undefined
  if (typeof value !== 'string' || value.length > 66) return undefined
  const parsed =
    /^0x[0-9a-fA-F]+$/.test(value) || /^[1-9]\d*$/.test(value) ? Number(BigInt(value)) : undefined
  return parsed !== undefined && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined
}

/** A wallet's chain id, or an InvalidWalletResponseError naming what it sent. */
export const assertChainId = (value: unknown): number => walletAnswer(value, 'chain id', parseChainId)

/**
 * A wallet's account list: an array of 0x addresses (any case), checksummed. An empty list is
 * an answer (no account authorised); anything that is not a list of addresses is `undefined`.
 */
export function parseAccounts(value: unknown): Address[] | undefined {
  if (!Array.isArray(value) || value.length > 1000) return undefined
  const accounts: Address[] = []
  for (const entry of value) {
    if (typeof entry !== 'string' || !isAddress(entry, { strict: false })) return undefined
    accounts.push(getAddress(entry))
  }
  return accounts
}

/** A wallet's account list, or an InvalidWalletResponseError naming what it sent. */
export const assertAccounts = (value: unknown): Address[] =>
  walletAnswer(value, 'account list', parseAccounts)

/** What a wallet sent, for a message: short, and never throwing (a Proxy, a getter, a BigInt). */
export function describe(value: unknown): string {
  try {
    const text =
      typeof value === 'bigint'
        ? `${value}n`
        : typeof value === 'number'
          ? String(value)
          : (JSON.stringify(value) ?? String(value))
    return text.length > 120 ? `${text.slice(0, 117)}...` : text
  } catch {
    return `an unreadable ${typeof value}`
  }
}
