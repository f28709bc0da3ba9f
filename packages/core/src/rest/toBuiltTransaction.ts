import { InvalidResponseError } from '../errors/rest.ts'

/** A transaction the data service built, as the wallet gets it: `to` a plain address, `value` in wei. */
export type BuiltSwapTransaction = { to: `0x${string}`; data: `0x${string}`; value: bigint }

/** The service names `to` as CAIP-10 (`eip155:1:0x…`); the wallet takes the address alone. */
export function toBuiltTransaction(
  path: string,
  tx: { to: string; data: string; value: string },
): BuiltSwapTransaction {
  const to = tx.to.split(':').at(-1) ?? ''
  if (!/^0x[0-9a-fA-F]{40}$/.test(to))
    throw new InvalidResponseError(path, { details: `tx.to is not an EVM address: "${tx.to}"` })
  return { to: to as `0x${string}`, data: tx.data as `0x${string}`, value: BigInt(tx.value) }
}
