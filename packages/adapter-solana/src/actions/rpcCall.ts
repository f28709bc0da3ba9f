import { BaseError } from '@openappkit/core'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'

/** Runs one RPC read, so a node's failure reaches the app as one clear error with its cause. */
export async function rpcCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof BaseError) throw error
    throw new SolanaAdapterError(solanaErrorMessages.rpcFailed, {
      cause: error,
      details: `${what}: ${String((error as Error)?.message ?? error)}`,
    })
  }
}
