import type { AppKit } from '../appKit'
import { ServiceDisabledError, type ServiceName } from '../errors/rest'
import { sdkType, sdkVersion } from './sdkInfo'

/** What a REST client needs of an instance: the service URLs and the project id. */
export type RestContext = { readonly options: Pick<AppKit['options'], 'projectId' | 'services'> }

export type QueryValue = string | number | boolean | undefined

/** The URL of a call: the service base, the path, then projectId, st, sv and the call's own query. */
export function buildRestUrl(context: RestContext, service: ServiceName, path: string, query = {}) {
  const base = context.options.services[service]
  if (base === false) throw new ServiceDisabledError(service)
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`)
  const params: Record<string, QueryValue> = {
    projectId: context.options.projectId || undefined,
    st: sdkType,
    sv: sdkVersion,
    ...query,
  }
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url
}
