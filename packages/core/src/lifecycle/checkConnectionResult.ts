import type { ConnectionResult } from '../adapters/types.ts'
import { BaseError } from '../errors/base.ts'
import { orUndefined } from '../utils/orUndefined.ts'

export class InvalidConnectionResultError extends BaseError {
  override name = 'InvalidConnectionResultError'
  static override readonly docsPath = '/errors#invalidconnectionresulterror'
  constructor(details: string) {
    super('The wallet answered with an invalid connection', { details })
  }
}

const describe = (value: unknown) => orUndefined(() => JSON.stringify(value)?.slice(0, 200)) ?? String(value)

/**
 * What an adapter resolves with, checked before it becomes state: a garbage answer (from a
 * third-party adapter, or a wallet the adapter let through) rejects instead of writing
 * `undefined` addresses or a `NaN` chain into state and storage. Account entries of another
 * shape are a failure too: one bad account would shift which one is active.
 */
export function checkConnectionResult(value: unknown): ConnectionResult {
  if (typeof value !== 'object' || value === null)
    throw new InvalidConnectionResultError(`Expected a connection, got ${describe(value)}`)
  const { connectorId, accounts, chainId } = value as Record<string, unknown>
  if (typeof connectorId !== 'string' || connectorId === '')
    throw new InvalidConnectionResultError(`Invalid connector id ${describe(connectorId)}`)
  if (!Array.isArray(accounts))
    throw new InvalidConnectionResultError(`Invalid account list ${describe(accounts)}`)
  for (const account of accounts as unknown[]) {
    const { address, namespace, type } = (account ?? {}) as Record<string, unknown>
    if (
      typeof address !== 'string' ||
      address === '' ||
      typeof namespace !== 'string' ||
      typeof type !== 'string'
    )
      throw new InvalidConnectionResultError(`Invalid account ${describe(account)}`)
  }
  const validChain =
    (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0) ||
    (typeof chainId === 'string' && chainId !== '')
  if (!validChain) throw new InvalidConnectionResultError(`Invalid chain id ${describe(chainId)}`)
  return value as ConnectionResult
}
