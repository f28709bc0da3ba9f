import type { FrameUser } from '@openappkit/auth-frame-client'
import type { AdapterAccount } from '@openappkit/core'
import { isAddress, isAddressEqual } from 'viem'
import { toAdapterAccounts } from './connectionResult.ts'

/**
 * The embedded wallet's EVM accounts: the connected ones first, then the rest of what the frame
 * lists (its EOA and its smart account), each with its type. Without an EVM user (the shared
 * frame client's user is the Solana one after a Solana login) the addresses count as EOAs.
 */
export function embeddedAccounts(
  user: FrameUser | undefined,
  addresses: readonly string[],
): AdapterAccount[] {
  const listed = (user?.accounts ?? []).filter((a) => isAddress(a.address, { strict: false }))
  const first = addresses[0]
  if (
    !first ||
    !user ||
    !isAddress(user.address, { strict: false }) ||
    !isAddressEqual(user.address, first as never)
  )
    return toAdapterAccounts(addresses)
  const typeOf = (address: string) =>
    listed.find((a) => isAddressEqual(a.address as never, address as never))?.type ?? 'eoa'
  return [
    ...addresses.map((address) => ({ namespace: 'eip155' as const, address, type: typeOf(address) })),
    ...listed
      .filter((a) => !addresses.some((address) => isAddressEqual(a.address as never, address as never)))
      .map((a) => ({ namespace: 'eip155' as const, address: a.address, type: a.type })),
  ]
}
