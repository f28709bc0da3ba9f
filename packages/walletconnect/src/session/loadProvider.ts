import { BaseError, ModuleLoadError, PackageNotInstalledError } from '@openappkit/core'
import { errorChain, isClientId, lazyModule } from '@openappkit/core/internal'
import type UniversalProvider from '@walletconnect/universal-provider'
import {
  clearWalletConnectKeys,
  findUnreadableKeys,
  forgetWalletConnectGlobalCore,
  type KeyValueStorage,
  walletConnectGlobalCore,
} from '../storage/walletConnectStorage.ts'
import type { CreateWalletConnectParameters } from './types.ts'

export type Provider = UniversalProvider

/** WalletConnect's own package: an optional peer, installed by apps that turn WalletConnect on. */
export const providerPackage = '@walletconnect/universal-provider'

/**
 * The provider's code: an app that never pairs or restores a session fetches none of it. The
 * import sits in a `try` so that bundlers build an app without the package: esbuild, Vite and
 * Next.js (Turbopack, webpack) treat an unresolvable import they see handled as a runtime error,
 * which `namePackage` turns into ours; outside a `try`, `next build` fails on it.
 */
const providerModule = lazyModule('WalletConnect', async () => {
  try {
    return await import('@walletconnect/universal-provider')
  } catch (error) {
    return namePackage(error)
  }
})

/** The provider's code, or the error that names the package when the app has not installed it. */
export async function universalProvider(): ReturnType<typeof providerModule> {
  try {
    return await providerModule()
  } catch (error) {
    throw error instanceof ModuleLoadError && error.cause instanceof BaseError ? error.cause : error
  }
}

/**
 * A failed import that names the package (in it or its causes: test runners wrap it) is a resolve
 * failure: Node's "Cannot find package", the stub Vite serves for a missing optional peer, the
 * browser's unresolved bare specifier. A chunk that could not be fetched names its URL instead
 * and stays a load error, fetched again on next use.
 */
function namePackage(error: unknown): never {
  const named = errorChain(error).some((e) => String((e as Error).message).includes(providerPackage))
  if (!named) throw error
  throw new PackageNotInstalledError({
    feature: 'WalletConnect',
    packageName: providerPackage,
    turnOff: 'walletConnect: false',
    cause: error,
  })
}

/**
 * Starts @walletconnect/universal-provider, which opens its relay socket. A start that fails on
 * WalletConnect's own unreadable storage mends it (`mendStorage`) and starts again, once.
 */
export async function loadProvider(parameters: CreateWalletConnectParameters): Promise<Provider> {
  try {
    return await startProvider(parameters)
  } catch (error) {
    if (!(await mendStorage(parameters, undefined, error))) throw error
    return startProvider(parameters)
  }
}

async function startProvider(parameters: CreateWalletConnectParameters): Promise<Provider> {
  const { UniversalProvider } = await universalProvider()
  const provider = await UniversalProvider.init({
    projectId: parameters.projectId,
    ...(parameters.metadata ? { metadata: parameters.metadata } : {}),
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    ...(parameters.customStoragePrefix ? { customStoragePrefix: parameters.customStoragePrefix } : {}),
    ...(parameters.storage ? { storage: parameters.storage as never } : {}),
    // No reports to WalletConnect's analytics from our users' pages, and no logs in their console.
    telemetryEnabled: false,
    logger: 'silent',
  })
  if (parameters.relayUrl && isLoopbackUrl(parameters.relayUrl)) switchOffVerify(provider)
  return provider
}

/**
 * After a failed start or pairing: when one of WalletConnect's keys is unreadable, clears this
 * core's keys (never the app's, never another prefix's) and forgets the half-started core, so the
 * next start reads clean storage. A failure with readable storage (offline, a refusal) keeps
 * everything: a stored session is not thrown away for a network error. True when it mended.
 */
export async function mendStorage(
  parameters: CreateWalletConnectParameters,
  loaded: Provider | undefined,
  error: unknown,
): Promise<boolean> {
  const prefix = parameters.customStoragePrefix ?? ''
  const storage = (parameters.storage ??
    (loaded?.client as { core?: { storage?: unknown } } | undefined)?.core?.storage ??
    walletConnectGlobalCore(prefix)?.storage) as KeyValueStorage | undefined
  if (!storage) return false
  try {
    const unreadable = await findUnreadableKeys(storage, prefix)
    if (unreadable.length === 0) return false
    const cleared = await clearWalletConnectKeys(storage, prefix)
    console.warn(
      `[openappkit] WalletConnect could not read its storage (${unreadable.join(', ')}); cleared its ${cleared} keys and started again.`,
      error,
    )
  } catch {
    return false
  }
  forgetWalletConnectGlobalCore(prefix)
  return true
}

/**
 * The id the WalletConnect core signs its relay connection with (the client's `did:key`). Read
 * from storage the provider keeps: an id that is not one is dropped, and a failed read only
 * means data-service calls go without it.
 */
export async function readClientId(provider: Provider): Promise<string | undefined> {
  try {
    const clientId: unknown = await provider.client.core.crypto.getClientId()
    return isClientId(clientId) ? clientId : undefined
  } catch {
    return undefined
  }
}

function isLoopbackUrl(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * WalletConnect's Verify API asks WalletConnect's hosted server to attest the page's origin. A
 * loopback relay (the devstack) has no such server and must not make the page reach the
 * internet, so it is switched off the way WalletConnect's own test runs do: `isDevEnv` is read
 * on every call, and its option `verifyUrl` accepts only WalletConnect's hosts.
 */
function switchOffVerify(provider: Provider): void {
  const verify = (provider.client as { core?: { verify?: { isDevEnv?: boolean } } } | undefined)?.core?.verify
  if (verify) verify.isDevEnv = true
}
