import { z } from 'zod'
import { decodeBase58 } from './base58.ts'

// Request parameters are validated here, at the boundary, so handlers work with typed values
// and every malformed request becomes a -32602 instead of an exception deep in litesvm.

function isBase58OfLength(length: number) {
  return (text: string) => decodeBase58(text)?.length === length
}

export const pubkey = z.string().refine(isBase58OfLength(32), 'invalid pubkey')
export const signature = z.string().refine(isBase58OfLength(64), 'invalid signature')
export const blockhash = z.string().refine(isBase58OfLength(32), 'invalid blockhash')
export const u64 = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)

/** A trailing config object; clients may leave it out or send null. */
export function config<Schema extends z.ZodObject>(schema: Schema) {
  return schema.nullish().transform((value): z.output<Schema> => value ?? schema.parse({}))
}

// The client's requested commitment is accepted and ignored: every transaction is final as
// soon as it is processed.
export const commitment = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])

export const contextConfig = z.object({
  commitment: commitment.optional(),
  minContextSlot: u64.optional(),
})

export const accountEncoding = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed'])
export type AccountEncoding = z.output<typeof accountEncoding>

export const dataSlice = z.object({ offset: u64, length: u64 })
export type DataSlice = z.output<typeof dataSlice>

export const accountConfig = contextConfig.extend({
  encoding: accountEncoding.optional(),
  dataSlice: dataSlice.optional(),
})

export const transactionEncoding = z.enum(['base58', 'base64'])
