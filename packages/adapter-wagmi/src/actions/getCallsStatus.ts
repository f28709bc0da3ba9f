import { type AdapterCallsStatus, BatchError, batchErrorMessages } from '@openappkit/core'
import { errorChain, walletErrorCode } from '@openappkit/core/internal'
import { type Config, getCallsStatus as wagmiGetCallsStatus } from '@wagmi/core'
import { toWalletError } from '../errors/toWalletError.ts'
import { NotConnectedError } from '../errors/walletErrors.ts'
import { currentConnection } from './walletChecks.ts'

// EIP-5792's "Unknown bundle id"; some wallets (the embedded one) say it only in words.
const unknownBundleCode = 5730
const unknownBundle = /unknown bundle id/i

/**
 * A batch's status through wagmi's `getCallsStatus`, which asks the wallet, or for a batch sent one
 * call at a time (its id holds the hashes) reads the receipts from the chain.
 */
export async function getCallsStatus(config: Config, { id }: { id: string }): Promise<AdapterCallsStatus> {
  try {
    if (!currentConnection(config)) throw new NotConnectedError('reading a batch status')
    const answer = await wagmiGetCallsStatus(config, { id })
    return {
      status: answer.status ?? 'pending',
      atomic: answer.atomic,
      receipts: (answer.receipts ?? []).map(({ transactionHash, status }) => ({ transactionHash, status })),
    }
  } catch (error) {
    const unknown =
      walletErrorCode(error) === unknownBundleCode ||
      errorChain(error).some((link) => unknownBundle.test(String((link as { message?: unknown }).message)))
    if (unknown) throw new BatchError(batchErrorMessages.unknownBatch, { cause: error, details: id })
    throw toWalletError(error, 'report the batch status')
  }
}
