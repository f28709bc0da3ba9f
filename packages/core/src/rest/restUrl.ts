import type { AppKit } from '../appKit.ts'
import { ServiceDisabledError, type ServiceName } from '../errors/rest.ts'
import { sdkType, version } from '../version.ts'
import { getClientId } from './clientId.ts'

/**
 * What a REST client needs of an instance: the service URLs and the project id; the emitter,
 * when there is one, hears about list entries a response had to leave out (an `error` event).
 */
export type RestContext = {
  readonly options: Pick<AppKit['options'], 'projectId' | 'services'>
  readonly emitter?: Pick<AppKit['emitter'], 'emit'> | undefined
}

export type QueryValue = string | number | boolean | undefined

/**
 * The URL of a call: the service base, the path, then projectId, st, sv, the call's own query,
 * and on data-service calls the WalletConnect `clientId` once one is known (as the hosted
 * client sends it: the directory and analytics never get it).
 */
export function buildRestUrl(context: RestContext, service: ServiceName, path: string, query = {}) {
  const base = context.options.services[service]
  if (base === false) throw new ServiceDisabledError(service)
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`)
  const params: Record<string, QueryValue> = {
    projectId: context.options.projectId || undefined,
    // `st` tells this SDK's traffic apart for the services.
    st: sdkType,
    sv: version,
    ...query,
    clientId: service === 'blockchainApi' ? getClientId(context) : undefined,
  }
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url
}
