import { BaseError } from './base.ts'

/**
 * A feature the app turned on needs an optional package the app has not installed (WalletConnect
 * needs `@walletconnect/universal-provider`). Trying again cannot help: the app installs the
 * package or turns the feature off. Nothing changed in the app's state.
 */
export class PackageNotInstalledError extends BaseError {
  override name = 'PackageNotInstalledError'
  static override readonly docsPath = '/errors#packagenotinstallederror'
  /** The npm name of the missing package. */
  readonly packageName: string
  constructor(parameters: { feature: string; packageName: string; turnOff: string; cause?: unknown }) {
    const { feature, packageName, turnOff, cause } = parameters
    super(`${feature} is on, but ${packageName} is not installed`, {
      details: `Install it (npm install ${packageName}), or turn ${feature} off: ${turnOff}`,
      cause,
    })
    this.packageName = packageName
  }
}
