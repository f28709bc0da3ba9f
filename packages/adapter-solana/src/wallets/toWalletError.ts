import { BaseError } from '@openappkit/core'
import { SolanaAdapterError, SolanaTransactionError, solanaErrorMessages } from '../errors'

// Wallets report refusals in many shapes: EIP-1193's code 4001 (Phantom, Backpack), a
// wallet-adapter `WalletError` wrapping the extension's error, or a bare Error whose message
// says "rejected". We look through the whole cause chain so the app gets one clear error.

const REJECTION = /reject|denied|declin|cancel|refus/i

function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && chain.length < 8 && !chain.includes(current)) {
    chain.push(current)
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
    if (
      current === undefined &&
      chain.length === 1 &&
      typeof error === 'object' &&
      error &&
      'error' in error
    ) {
      // wallet-adapter-base keeps the original error in `.error`, not `.cause`.
      current = (error as { error: unknown }).error
    }
  }
  return chain
}

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined
}

function isRejection(error: unknown): boolean {
  const code = field(error, 'code')
  if (code === 4001 || code === '4001') return true
  const name = field(error, 'name')
  if (typeof name === 'string' && REJECTION.test(name)) return true
  const message = field(error, 'message')
  return typeof message === 'string' && REJECTION.test(message)
}

function chainLogs(error: unknown): string[] | undefined {
  const logs = field(error, 'logs') ?? field(error, 'transactionLogs')
  if (Array.isArray(logs)) return logs.filter((line): line is string => typeof line === 'string')
  // web3.js's SendTransactionError may carry no logs yet (they are fetched on demand).
  return typeof field(error, 'getLogs') === 'function' ? [] : undefined
}

/** Turns whatever a wallet threw into an SDK error, keeping the original as `cause`. */
export function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const chain = causes(error)
  for (const link of chain) {
    const logs = chainLogs(link)
    if (logs) return new SolanaTransactionError(solanaErrorMessages.transactionFailed, { cause: error, logs })
  }
  if (chain.some(isRejection))
    return new SolanaAdapterError(solanaErrorMessages.userRejected, { cause: error })
  return new SolanaAdapterError(solanaErrorMessages.walletRequestFailed, { cause: error })
}
