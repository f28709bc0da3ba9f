import type { NamespaceAdapter, TransferParameters } from '../adapters/types.ts'
import { isSentTransactionId } from './isReceiverAddress.ts'
import { SendInputError, sendInputErrorMessages } from './sendInputError.ts'

/**
 * Moves the native coin or a token through the namespace's adapter and returns the transaction
 * id, refusing an answer that is no transaction id of the namespace. Sending and paying both go
 * through here, so a wallet's garbage answer is caught the same way in each.
 */
export async function transferWithWallet(
  adapter: NamespaceAdapter,
  parameters: TransferParameters,
): Promise<string> {
  const answer: unknown = await adapter.sendTransfer(parameters)
  if (!isSentTransactionId(adapter.namespace, answer)) {
    throw new SendInputError(sendInputErrorMessages.invalidAnswer, {
      details: `The wallet answered ${JSON.stringify(answer)?.slice(0, 100)}`,
    })
  }
  return answer
}
