import { BaseError } from './base.ts'

/**
 * A recent wallet reached through its extension, which is not on this page now, and which the
 * directory gives no app to pair with: nothing can connect it, and pairing some other wallet by
 * QR under its name would mislead the user.
 */
export class WalletNotInstalledError extends BaseError {
  override name = 'WalletNotInstalledError'
  static override readonly docsPath = '/errors#walletnotinstallederror'
  constructor(walletName: string) {
    super(`${walletName} is not installed`, {
      details: 'Its extension is not on this page, and the wallet directory lists no app to pair it with',
    })
  }
}
