import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'

ensureZodMessages()

// Paying from an exchange account: the exchanges offered, a session with the exchange's pay
// page, and the session's status.

export const payExchangeSchema = z.object({ id: z.string(), name: z.string() })
export type PayExchange = z.infer<typeof payExchangeSchema>
export const payExchangesResponseSchema = z.object({ exchanges: z.array(payExchangeSchema) })

export const paySessionBodySchema = z.object({
  exchangeId: z.string().check(z.minLength(1)),
  /** CAIP-2 network of the asset. */
  network: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id')),
  /** The token contract or mint, or 'native'. */
  asset: z.string().check(z.minLength(1)),
  /** In whole units of the asset. */
  amount: z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount')),
  recipient: z.string().check(z.minLength(1)),
})
export type PaySessionBody = z.infer<typeof paySessionBodySchema>
export const paySessionResponseSchema = z.object({ sessionId: z.string(), url: z.string() })

export const paySessionStatuses = ['IN_PROGRESS', 'SUCCESS', 'FAILED'] as const
export const paySessionStatusSchema = z.object({
  status: z.enum(paySessionStatuses),
  txHash: z.optional(z.string()),
})
export type PaySessionStatus = z.infer<typeof paySessionStatusSchema>
