import { defineMessageError } from '../errors/defineMessageError.ts'

/** Our sentences for a batch of calls that cannot go out or be read (EIP-5792 has none). */
export const batchErrorMessages = {
  notEvm: 'Batches of calls are for EVM networks only',
  noCalls: 'A batch needs at least one call',
  cannotSend: 'This wallet cannot send calls',
  cannotReadStatus: 'This wallet cannot report the status of a batch',
  accountChanged: 'The account or network changed while the batch was being sent',
  stopped: 'The batch stopped before all its calls were sent',
  pending: 'A batch of calls is still being sent',
  notSettled: 'The batch is still pending',
  unknownBatch: 'The wallet does not know this batch',
  invalidAnswer: 'The wallet did not answer with a transaction id',
} as const

export const BatchError = defineMessageError('BatchError', batchErrorMessages)
export type BatchError = InstanceType<typeof BatchError>
