import type { Connection, Transaction } from '@solana/web3.js'
import { loadSolana } from '../rpc/loadSolana.ts'
import { rpcCall } from './rpcCall.ts'
import { toPublicKey } from './toPublicKey.ts'

export type BuiltTransaction = { transaction: Transaction; blockhash: string; lastValidBlockHeight: number }

/** A System Program transfer of `lamports`, paid for by `from`. */
export async function buildSolTransfer(
  connection: Connection,
  parameters: { from: string; to: string; lamports: bigint },
): Promise<BuiltTransaction> {
  const { SystemProgram, Transaction } = await loadSolana()
  const from = await toPublicKey(parameters.from, 'from')
  const to = await toPublicKey(parameters.to, 'to')
  const { blockhash, lastValidBlockHeight } = await rpcCall('getLatestBlockhash', () =>
    connection.getLatestBlockhash(),
  )
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: parameters.lamports }),
  )
  return { transaction, blockhash, lastValidBlockHeight }
}
