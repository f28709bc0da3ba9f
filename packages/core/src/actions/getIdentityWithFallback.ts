import type { AppKit } from '../appKit.ts'
import { identityCacheExpiryMs } from '../constants.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { restClient } from '../rest/restClient.ts'
import { addressCacheEntry } from '../storage/storageSchemas.ts'

export type GetIdentityWithFallbackParameters = { address: string; signal?: AbortSignal | undefined }
export type GetIdentityWithFallbackReturnType = { name: string | null; avatar: string | null }

/**
 * An EVM address's name and avatar: from the identity call, cached 5 min in storage. When
 * that call fails the name comes from the name service's reverse lookup and the image is
 * cleared; when both fail, the identity error is raised. The connected account's profile name
 * and image follow the result.
 */
export async function getIdentityWithFallback(
  appKit: AppKit,
  parameters: GetIdentityWithFallbackParameters,
): Promise<GetIdentityWithFallbackReturnType> {
  const { address, signal } = parameters
  const cacheEntry = addressCacheEntry('eip155', address)
  const cached = appKit.storage.getCached('identityCache', cacheEntry, identityCacheExpiryMs)
  if (cached) return applyProfile(appKit, address, cached)
  let identity: GetIdentityWithFallbackReturnType
  try {
    identity = await (await restClient()).getIdentity(appKit, { address, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    try {
      const [record] = await (await restClient()).reverseLookupName(appKit, { address, signal })
      identity = { name: record?.name ?? null, avatar: null }
    } catch {
      throw error
    }
  }
  appKit.storage.setCached('identityCache', cacheEntry, identity)
  return applyProfile(appKit, address, identity)
}

function applyProfile(
  appKit: AppKit,
  address: string,
  identity: GetIdentityWithFallbackReturnType,
): GetIdentityWithFallbackReturnType {
  for (const namespace of appKit.atoms.accountNamespaces() as ChainNamespace[]) {
    const accountAtom = appKit.atoms.account(namespace)
    if (appKit.store.get(accountAtom).address !== address) continue
    appKit.store.set(accountAtom, (current) => ({
      ...current,
      profileName: identity.name ?? undefined,
      profileImage: identity.avatar ?? undefined,
    }))
  }
  return identity
}
