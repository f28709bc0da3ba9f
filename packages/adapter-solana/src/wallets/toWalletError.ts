import { BaseError, UserRejectedRequestError } from '@openappkit/core'
import { errorChain, isWalletRefusal, readUntrusted } from '@openappkit/core/internal'
import { SolanaAdapterError, SolanaTransactionError, solanaErrorMessages } from '../errors.ts'

// Wallets report refusals in many shapes: EIP-1193's code 4001 (Phantom, Backpack), a
// wallet-adapter `WalletError` (WalletConnectionError, WalletSignMessageError, …) keeping the
// extension's error in `.error`, a wallet-standard error with a `cause`, or a bare Error whose
// message says the user rejected. Core's `isWalletRefusal` reads them all, so the app gets core's
// UserRejectedRequestError whichever wallet said no.

function chainLogs(error: unknown): string[] | undefined {
  const logs = readUntrusted(error, 'logs') ?? readUntrusted(error, 'transactionLogs')
  if (Array.isArray(logs)) return logs.filter((line): line is string => typeof line === 'string')
  // web3.js's SendTransactionError may carry no logs yet (they are fetched on demand).
  return typeof readUntrusted(error, 'getLogs') === 'function' ? [] : undefined
}

/** Turns whatever a wallet threw into an SDK error, keeping the original as `cause`. */
export function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  for (const link of errorChain(error)) {
    const logs = chainLogs(link)
    if (logs) return new SolanaTransactionError(solanaErrorMessages.transactionFailed, { cause: error, logs })
  }
  if (isWalletRefusal(error)) return new UserRejectedRequestError({ cause: error })
  return new SolanaAdapterError(solanaErrorMessages.walletRequestFailed, { cause: error })
}

/** Runs a wallet call, so whatever the wallet throws reaches the app as `toWalletError` makes it. */
export async function askWallet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toWalletError(error)
  }
}
