import { BaseError } from '@openappkit/core'

/** A hook ran outside `<AppKitProvider>`, so there is no instance to read. */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'
  static override readonly docsPath = '/errors#providernotfounderror'
  constructor(hook: string) {
    super(`\`${hook}\` must be used within \`<AppKitProvider>\``)
  }
}
