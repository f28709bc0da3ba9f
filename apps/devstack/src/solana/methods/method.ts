import type { z } from 'zod'
import type { Chain } from '../chain.ts'
import { RpcError, RpcErrorCode } from '../rpc-error.ts'

// The solana-core version the devstack reports. litesvm executes with a recent Agave runtime;
// the exact number is nominal, chosen so that clients gating features on >= 2.x enable them.
export const SOLANA_CORE_VERSION = '2.3.0'
export const FEATURE_SET = 0

export type RpcMethod = (params: unknown, chain: Chain) => unknown

/**
 * Declares a method by its positional params schema. A ZodError thrown while parsing reaches
 * the dispatcher, which answers -32602; an absent `params` reads as no arguments.
 */
export function method<Schema extends z.ZodType>(
  schema: Schema,
  handler: (params: z.output<Schema>, chain: Chain) => unknown,
): RpcMethod {
  return (params, chain) => handler(schema.parse(params ?? []), chain)
}

/** Wraps a value in the `{ context, value }` envelope that most read methods return. */
export function withContext<T>(
  chain: Chain,
  value: T,
  config?: { minContextSlot?: number | undefined },
): { context: { apiVersion: string; slot: number }; value: T } {
  const slot = chain.slot
  if (config?.minContextSlot !== undefined && config.minContextSlot > slot) {
    throw new RpcError(RpcErrorCode.minContextSlotNotReached, 'Minimum context slot has not been reached', {
      contextSlot: slot,
    })
  }
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot }, value }
}
