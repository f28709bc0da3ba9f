import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { caipNetworkIdSchema, sdkQuerySchema } from './common.ts'

ensureZodMessages()

/** GET /v1/account/{account}/history?cursor=&onramp=&chainId= */
export const historyQuerySchema = z.extend(sdkQuerySchema, {
  cursor: z.optional(z.string()),
  onramp: z.optional(z.literal('coinbase')),
  chainId: z.optional(caipNetworkIdSchema),
})
export type HistoryQuery = z.infer<typeof historyQuerySchema>

export const transactionStatusSchema = z.enum([
  'confirmed',
  'failed',
  'pending',
  'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  'ONRAMP_TRANSACTION_STATUS_FAILED',
])

export const transactionMetadataSchema = z.object({
  operationType: z.string(),
  hash: z.string(),
  chain: caipNetworkIdSchema,
  minedAt: z.string(),
  sentFrom: z.string(),
  sentTo: z.string(),
  status: transactionStatusSchema,
  nonce: z.number(),
})

const mediaSchema = z.object({ url: z.string(), content_type: z.optional(z.null()) })

export const transactionTransferSchema = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.optional(z.object({ url: z.string() })),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(z.object({ preview: z.optional(mediaSchema), detail: z.optional(mediaSchema) })),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})
export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

export const transactionSchema = z.object({
  id: z.string(),
  metadata: transactionMetadataSchema,
  transfers: z.array(transactionTransferSchema),
})
export type Transaction = z.infer<typeof transactionSchema>

/** Newest first; `next` is the cursor of the following page, null on the last page. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.nullable(z.string()),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>
