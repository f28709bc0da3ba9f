import { BaseError } from './base.ts'

/**
 * Code that loads on use (an adapter's wallet code, the WalletConnect session, the embedded
 * wallet's frame client, a modal view) could not be fetched: offline, or a deploy replaced the
 * files. Nothing is known about the wallet. A restore that meets it shows disconnected but keeps
 * the stored connection, as a timeout does; the next call fetches the code again.
 */
export class ModuleLoadError extends BaseError {
  override name = 'ModuleLoadError'
  static override readonly docsPath = '/errors#moduleloaderror'
  constructor(parameters: { what: string; cause: unknown }) {
    super(`Could not load ${parameters.what}`, {
      details: 'Its code was not fetched (offline, or the app was updated); the next call tries again',
      cause: parameters.cause,
    })
  }
}
