import { getAccount } from '../actions/getAccount.ts'
import { updateAccount } from '../actions/updateAccount.ts'
import type { NameRecord } from '../api/profile.ts'
import type { AppKit } from '../appKit.ts'
import { AdapterNotFoundError } from '../errors/config.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import { evmChainIdToCoinType } from '../networks/evmChainIdToCoinType.ts'
import { queryKeys } from '../queries/queryKeys.ts'
import { restClient } from '../rest/restClient.ts'
import { addressCacheEntry } from '../storage/storageSchemas.ts'
import { type AccountNameZone, toAccountName } from './accountName.ts'

export type RegisterNameParameters = { name: string; zone?: AccountNameZone | undefined }

/**
 * Registers a name for the connected EVM account: the wallet signs the message
 * `{ name, attributes, timestamp }` (JSON, Unix seconds), the name service checks the signature
 * and stores the name under the active chain's coin type (ENSIP-11), and the account's
 * profile name becomes the name (state, the 5 min name and identity caches, their queries).
 * A bad label is refused before the wallet is asked; a wallet refusal rejects with its
 * `UserRejectedRequestError`; the service's refusal with its reason ("Name x.reown.id is already
 * registered") or "Error registering name X". Nothing changes on failure.
 */
export async function registerName(appKit: AppKit, parameters: RegisterNameParameters): Promise<NameRecord> {
  const name = toAccountName(parameters?.name, parameters?.zone)
  const { address, caipAddress } = getAccount(appKit, { namespace: 'eip155' })
  if (!address || !caipAddress)
    throw new InvalidParametersError('registerName', 'No EVM account is connected')
  const adapter = appKit.adapters.eip155
  if (!adapter) throw new AdapterNotFoundError('eip155')
  const coinType = evmChainIdToCoinType(Number(caipAddress.split(':')[1]))
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(appKit.clock.now() / 1000) })
  const signature = await adapter.signMessage({ address, message })
  const record = await (await restClient()).postNameRecord(appKit, {
    name,
    coin_type: coinType,
    address,
    message,
    signature,
  })

  updateAccount(appKit, 'eip155', { profileName: name })
  const entry = addressCacheEntry('eip155', address)
  const identity = appKit.storage.getCached('identityCache', entry, Number.POSITIVE_INFINITY)
  appKit.storage.setCached('nameCache', entry, { name })
  appKit.storage.setCached('identityCache', entry, { name, avatar: identity?.avatar ?? null })
  await Promise.all([
    appKit.queryClient.invalidateQueries({ queryKey: queryKeys.name({ address }), refetchType: 'all' }),
    appKit.queryClient.invalidateQueries({ queryKey: queryKeys.identity({ address }), refetchType: 'all' }),
  ])
  return record
}
