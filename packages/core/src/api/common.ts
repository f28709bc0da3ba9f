import * as z from 'zod/mini'
import { visibleText } from '../display/visibleText.ts'
import { ensureZodMessages } from '../utils/zodMessages.ts'

ensureZodMessages()

// Pieces shared by the wire shapes of the hosted services (blockchain data service, wallet
// directory, analytics). Query parameters arrive as strings, so request schemas use strings.

/**
 * A name the SDK shows (wallet, token, account name) without its invisible characters (bidi
 * controls, zero-width…); one with nothing visible left is refused like any malformed field.
 */
export const visibleNameSchema = z.pipe(
  z.pipe(z.string(), z.transform(visibleText)),
  z.string().check(z.minLength(1, 'Expected a visible name')),
)

/** Like `visibleNameSchema`, but a name with nothing visible reads as absent. */
export const optionalVisibleNameSchema = z.pipe(
  z.pipe(z.string(), z.transform(visibleText)),
  z.transform((name) => name || undefined),
)

/** CAIP-2 chain id, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const caipNetworkIdSchema = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 id'))

/** CAIP-10 account id, e.g. `eip155:1:0xab…`. */
export const caipAddressSchema = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'Invalid CAIP-10 address'))

/** A 20-byte hex EVM address, any case. */
export const evmAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid EVM address'))

/**
 * Query parameters the SDK adds to every call: project id, sdk type (`st`) and version (`sv`);
 * on data-service calls also `clientId`, the WalletConnect client's id once a WalletConnect
 * session exists.
 */
export const sdkQuerySchema = z.object({
  projectId: z.string().check(z.minLength(1, 'projectId is required')),
  st: z.optional(z.string()),
  sv: z.optional(z.string()),
  clientId: z.optional(z.string()),
})
export type SdkQuery = z.infer<typeof sdkQuerySchema>

/**
 * Error body of the services: a status and the reasons; clients show `reasons[0].description`.
 * Some answers carry `{ code, message }` instead (the data service's newer errors).
 */
export const apiErrorSchema = z.object({
  status: z.literal('FAILED'),
  reasons: z.array(z.object({ field: z.string(), description: z.string() })),
})
export const apiCodeErrorSchema = z.object({ code: z.string(), message: z.string() })
export type ApiError = z.infer<typeof apiErrorSchema>

/** Fiat or crypto currency that prices and values are expressed in. */
export const currencySchema = z.enum(['usd', 'eur', 'gbp', 'aud', 'cad', 'inr', 'jpy', 'btc', 'eth'])
export type Currency = z.infer<typeof currencySchema>
