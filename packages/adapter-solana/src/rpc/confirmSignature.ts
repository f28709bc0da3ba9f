import type { Commitment, Connection, TransactionError } from '@solana/web3.js'
import { SolanaTransactionError, solanaErrorMessages } from '../errors.ts'
import { toWalletCommitment } from '../wallets/toWalletCommitment.ts'

export type ConfirmSignatureParameters = {
  signature: string
  /** The blockhash the transaction was built on; once it expires the transaction never lands. */
  blockhash?: string | undefined
  lastValidBlockHeight?: number | undefined
  commitment: Commitment
  timeoutMs: number
  pollMs: number
}

const rank: Record<string, number> = { processed: 0, confirmed: 1, finalized: 2 }

function reached(status: string | null | undefined, wanted: Commitment): boolean {
  // The deprecated names count as the level the validator reads them as.
  const level = rank[toWalletCommitment(wanted)] ?? rank.confirmed
  return status !== null && status !== undefined && (rank[status] ?? -1) >= (level as number)
}

async function logsOf(connection: Connection, signature: string): Promise<string[]> {
  try {
    const transaction = await connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    return transaction?.meta?.logMessages ?? []
  } catch {
    return []
  }
}

/**
 * Waits for a signature by polling its status, not by subscription: every RPC answers
 * getSignatureStatuses, while many public endpoints have no (or a flaky) pub/sub socket,
 * and an idle socket would outlive the page's need for it.
 */
export async function confirmSignature(connection: Connection, parameters: ConfirmSignatureParameters) {
  const { signature, blockhash, lastValidBlockHeight, commitment } = parameters
  const deadline = Date.now() + parameters.timeoutMs
  const failed = async (err: TransactionError) => {
    throw new SolanaTransactionError(solanaErrorMessages.transactionFailed, {
      signature,
      details: typeof err === 'string' ? err : JSON.stringify(err),
      logs: await logsOf(connection, signature),
    })
  }
  const expired = (details: string) =>
    new SolanaTransactionError(solanaErrorMessages.transactionExpired, { signature, details })

  const check = async () => {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err) await failed(status.err)
    return status ? reached(status.confirmationStatus, commitment) : undefined
  }
  const isExpired = async () => {
    if (lastValidBlockHeight !== undefined) return (await connection.getBlockHeight()) > lastValidBlockHeight
    if (blockhash) return !(await connection.isBlockhashValid(blockhash)).value
    return false
  }

  for (;;) {
    const done = await check()
    if (done) return
    // Expiry is judged after a status check, and the status read once more, so a transaction
    // that lands between the two reads is not reported as expired.
    if (done === undefined && (await isExpired())) {
      const again = await check()
      if (again) return
      if (again === undefined)
        throw expired(blockhash ? `Blockhash ${blockhash} expired` : 'The block height limit passed')
    }
    if (Date.now() > deadline) throw expired(`Not confirmed within ${parameters.timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, parameters.pollMs))
  }
}
