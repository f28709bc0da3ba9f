import type { ServiceName } from '../errors/rest.ts'
import { type RestRequestParameters, restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

type EndpointArguments<P> = Partial<P> extends P ? [parameters?: P] : [parameters: P]

/**
 * A REST call of `service` as a function of its parameters: `request` says what to send and how
 * to read the answer; the parameters' `signal` goes with it. A failure (of `request` too) rejects,
 * mapped by `mapError` when given. Parameters that are all optional may be left out.
 */
export function restEndpoint<P extends { signal?: AbortSignal | undefined }, T, R = T>(
  service: ServiceName,
  request: (parameters: P, context: RestContext) => Omit<RestRequestParameters<T, R>, 'service' | 'signal'>,
  mapError?: (error: unknown, parameters: P) => unknown,
): (context: RestContext, ...parameters: EndpointArguments<P>) => Promise<R> {
  return async (context, ...[parameters = {} as P]) => {
    try {
      return await restRequest(context, {
        service,
        signal: parameters.signal,
        ...request(parameters, context),
      })
    } catch (error) {
      throw mapError ? mapError(error, parameters) : error
    }
  }
}
