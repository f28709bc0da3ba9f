import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { caipNetworkIdSchema, optionalVisibleNameSchema, sdkQuerySchema } from './common.ts'
import { entries, nullish, withFallback } from './lenient.ts'

ensureZodMessages()

/** GET /v1/account/{account}/history?cursor=&onramp=&chainId= */
export const historyQuerySchema = z.extend(sdkQuerySchema, {
  cursor: z.optional(z.string()),
  onramp: z.optional(z.literal('coinbase')),
  chainId: z.optional(caipNetworkIdSchema),
})
export type HistoryQuery = z.infer<typeof historyQuerySchema>

/**
 * The statuses the SDK knows how to word. The service sends a free string (its providers'
 * statuses); any other string is kept and shown as the transaction's date.
 */
export const transactionStatuses = [
  'confirmed',
  'failed',
  'pending',
  'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  'ONRAMP_TRANSACTION_STATUS_FAILED',
] as const
export type TransactionStatus = (typeof transactionStatuses)[number]

/**
 * `chain` is null from some providers; the client fills it with the chain it asked for.
 * `application` (the dapp a transaction went through) is read when present.
 */
export const transactionMetadataSchema = z.object({
  operationType: z.string(),
  hash: z.string(),
  chain: nullish(caipNetworkIdSchema),
  minedAt: z.string(),
  sentFrom: z.string(),
  sentTo: z.string(),
  status: z.string(),
  nonce: nullish(z.number()),
  application: nullish(z.object({ name: nullish(z.string()), iconUrl: nullish(z.string()) })),
})

const mediaSchema = z.object({ url: z.string(), content_type: nullish(z.string()) })

export const transactionTransferSchema = z.object({
  fungible_info: nullish(
    z.object({
      name: nullish(optionalVisibleNameSchema),
      symbol: nullish(optionalVisibleNameSchema),
      icon: nullish(z.object({ url: z.string() })),
    }),
  ),
  nft_info: nullish(
    z.object({
      name: nullish(optionalVisibleNameSchema),
      content: nullish(z.object({ preview: nullish(mediaSchema), detail: nullish(mediaSchema) })),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  /**
   * `in`, `out` or `self`. The service sends a free string: any other reads as `self` (no
   * sign shown) rather than costing the transaction.
   */
  direction: z.pipe(
    z.string(),
    z.transform((direction): 'in' | 'out' | 'self' =>
      direction === 'in' || direction === 'out' ? direction : 'self',
    ),
  ),
  quantity: z.object({ numeric: z.string() }),
  value: nullish(z.number()),
  price: nullish(z.number()),
})
export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

/**
 * `transfers` is null on transactions that move nothing (approvals) and reads as `[]`. A
 * malformed transfer makes its transaction malformed: half a swap would tell the wrong story.
 */
export const transactionWireSchema = z.object({
  id: z.string(),
  metadata: transactionMetadataSchema,
  transfers: z.pipe(
    z.optional(z.nullable(z.array(transactionTransferSchema))),
    z.transform((transfers) => transfers ?? []),
  ),
})
export type TransactionWire = z.infer<typeof transactionWireSchema>

/** A transaction as the SDK hands it on: its chain always known. */
export type Transaction = Omit<TransactionWire, 'metadata'> & {
  metadata: Omit<TransactionWire['metadata'], 'chain'> & { chain: string }
}

/** Newest first; `next` is the cursor of the following page, null (or absent) on the last page. */
export const historyResponseSchema = z.object({
  data: entries(transactionWireSchema),
  next: withFallback(z.string(), null),
})
export type HistoryResponseWire = z.infer<typeof historyResponseSchema>
export type HistoryResponse = { data: Transaction[]; next: string | null }
