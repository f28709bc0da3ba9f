import { BaseError } from './base'

/**
 * An adapter whose own code could not load (offline, or a deploy replaced the chunks): nothing is
 * known about the wallet. A restore that meets it shows disconnected but keeps the stored
 * connection, as a timeout does, so the next page restores it; the adapter tries the load again
 * on its next call.
 */
export class AdapterUnavailableError extends BaseError {
  override name = 'AdapterUnavailableError'
  constructor(parameters: { namespace: string; cause: unknown }) {
    super('The wallet adapter could not load', {
      details: `The ${parameters.namespace} adapter's code did not load or start; it is tried again on the next call`,
      cause: parameters.cause,
    })
  }
}
