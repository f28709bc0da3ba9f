import type { Connection, Message, VersionedMessage } from '@solana/web3.js'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import { loadSolana } from '../rpc/loadSolana.ts'
import { buildSolTransfer } from './buildSolTransfer.ts'
import { rpcCall } from './rpcCall.ts'

export type EstimateFeeParameters = {
  from: string
  to: string
  value?: bigint | undefined
  /** A base64 transaction message to price as is; otherwise a SOL transfer of `value` is priced. */
  data?: string | undefined
}

/** The fee in lamports the cluster quotes for the message (Solana's "gas"). */
export async function estimateFee(
  connection: Connection,
  parameters: EstimateFeeParameters,
): Promise<bigint> {
  let message: Message | VersionedMessage
  if (parameters.data) {
    const { VersionedMessage } = await loadSolana()
    try {
      message = VersionedMessage.deserialize(Uint8Array.from(atob(parameters.data), (c) => c.charCodeAt(0)))
    } catch (error) {
      throw new SolanaAdapterError(solanaErrorMessages.invalidTransactionMessage, {
        cause: error,
        details: 'data is not a base64 transaction message',
      })
    }
  } else {
    const { transaction } = await buildSolTransfer(connection, {
      from: parameters.from,
      to: parameters.to,
      lamports: parameters.value ?? 0n,
    })
    message = transaction.compileMessage()
  }
  const { value } = await rpcCall('getFeeForMessage', () => connection.getFeeForMessage(message))
  if (value === null) {
    throw new SolanaAdapterError(solanaErrorMessages.rpcFailed, {
      details: 'The message blockhash has expired',
    })
  }
  return BigInt(value)
}
