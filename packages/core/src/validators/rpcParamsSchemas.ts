import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages'

ensureZodMessages()

/** `wallet_sendCalls` calls: `to` starts with 0x; `data`, if present, too. */
export const walletSendCallsCallsSchema = z.array(
  z.looseObject({
    to: z
      .string({ error: "'to' must be a string" })
      .check(z.startsWith('0x', { error: "'to' must start with 0x" })),
    data: z.optional(z.string().check(z.startsWith('0x', { error: "'data' must start with 0x" }))),
  }),
)

export const solanaCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export const solanaSignAndSendOptionsSchema = z.partial(
  z.strictObject({
    skipPreflight: z.boolean(),
    preflightCommitment: z.enum(solanaCommitments),
    maxRetries: z.number(),
    minContextSlot: z.number(),
  }),
)
