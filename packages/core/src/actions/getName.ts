import type { AppKit } from '../appKit.ts'
import { nameCacheExpiryMs } from '../constants.ts'
import { restClient } from '../rest/restClient.ts'
import { addressCacheEntry } from '../storage/storageSchemas.ts'

export type GetNameParameters = { address: string; signal?: AbortSignal | undefined }
export type GetNameReturnType = string | null

/** The newest name (`label.reown.id`) of an EVM address from the name service, cached 5 min; null when it has none. */
export async function getName(appKit: AppKit, parameters: GetNameParameters): Promise<GetNameReturnType> {
  const cacheEntry = addressCacheEntry('eip155', parameters.address)
  const cached = appKit.storage.getCached('nameCache', cacheEntry, nameCacheExpiryMs)
  if (cached) return cached.name
  const [record] = await (await restClient()).reverseLookupName(appKit, parameters)
  const name = record?.name ?? null
  appKit.storage.setCached('nameCache', cacheEntry, { name })
  return name
}
