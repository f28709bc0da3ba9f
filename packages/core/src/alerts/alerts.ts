import { providerErrorMessages } from '../constants.ts'

export type Alert = { id: AlertId; shortMessage: string; longMessage: string }

/** The product's alerts, shown as error toasts. Short messages are the product's; long ones are ours except where it gives them. */
export const alerts = {
  networkNotFound: {
    shortMessage: 'Network Not Found',
    longMessage: 'The network is not one the app configured. Check the networks option.',
  },
  invalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage: "This page's origin is not on the project's allowed list. Add it in the project settings.",
  },
  /** The analytics service answered 403. */
  originNotAllowedAnalytics: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Origin not found on Allowlist - update configuration',
  },
  embeddedWalletLoadFailed: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet frame did not load. Check the connection and try again.',
  },
  embeddedWalletRequestTimeout: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Try again.',
  },
  sessionExpired: {
    shortMessage: 'Session Expired',
    longMessage: "The session token is not valid yet. Check the device's date and time settings.",
  },
  invalidProjectId: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id was refused. Check the projectId option.',
  },
  projectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    longMessage:
      'Pass a projectId to createAppKit (from dashboard.reown.com). Without one these are off: WalletConnect (QR code and mobile wallets), the project RPC, the wallet directory, balances and names from the data service, swaps, onramp, and email and social login.',
  },
  unverifiedDomain: {
    shortMessage: 'Unverified Domain',
    longMessage: "This domain is not verified for the project's embedded wallet.",
  },
} as const satisfies Record<string, Omit<Alert, 'id'>>

export type AlertId = keyof typeof alerts

export function getAlert(id: AlertId): Alert {
  return { id, ...alerts[id] }
}

/** Universal-provider error text → the alert it raises; unknown errors raise none. */
export function getProviderErrorAlertId(error: unknown): AlertId | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (message.includes(providerErrorMessages.originNotAllowed)) return 'invalidAppConfiguration'
  if (message.includes(providerErrorMessages.jwtNotYetValid)) return 'sessionExpired'
  if (message.includes(providerErrorMessages.invalidKey)) return 'invalidProjectId'
  return undefined
}

/**
 * Raises each universal-provider error kind once per reporter (one reporter per AppKit
 * instance), so a retrying provider does not flood the user with the same toast.
 */
export function createProviderErrorReporter(onAlert: (alert: Alert) => void) {
  const raised = new Set<AlertId>()
  return (error: unknown): boolean => {
    const id = getProviderErrorAlertId(error)
    if (!id || raised.has(id)) return false
    raised.add(id)
    onAlert(getAlert(id))
    return true
  }
}
