import { z } from 'zod'
import { caipNetworkIdSchema, sdkQuerySchema } from './common.ts'

/** GET /v1/account/{account}/history?cursor=&onramp=&chainId= */
export const historyQuerySchema = sdkQuerySchema.extend({
  cursor: z.string().optional(),
  onramp: z.literal('coinbase').optional(),
  chainId: caipNetworkIdSchema.optional(),
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

const mediaSchema = z.object({ url: z.string(), content_type: z.null().optional() })

export const transactionTransferSchema = z.object({
  fungible_info: z
    .object({
      name: z.string().optional(),
      symbol: z.string().optional(),
      icon: z.object({ url: z.string() }).optional(),
    })
    .optional(),
  nft_info: z
    .object({
      name: z.string().optional(),
      content: z.object({ preview: mediaSchema.optional(), detail: mediaSchema.optional() }).optional(),
      flags: z.object({ is_spam: z.boolean() }),
    })
    .optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().optional(),
  price: z.number().optional(),
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
  next: z.string().nullable(),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>
