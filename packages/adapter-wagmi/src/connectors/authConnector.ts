import type { FrameClient, FrameProviderHooks } from '@openappkit/auth-frame-client'

export const authConnectorId = 'auth'

export type AuthConnectorParameters = {
  /** The app's one frame client (`new FrameClient({ projectId, frameUrl })`). */
  client: FrameClient
  /** Approval of what a user must approve; core's embedded-wallet approval supplies them. */
  hooks?: FrameProviderHooks
}

/** The embedded wallet as `createWagmiAdapter`'s `authConnector` option takes it. */
export type AuthConnector = AuthConnectorParameters & { readonly type: 'auth' }

/**
 * The embedded wallet (listed as AUTH). The email login runs on the frame client first
 * (connectEmail, connectOtp); `connect` then fetches the user from the frame. On load the frame
 * is asked whether the login still holds, so a reload stays logged in without a code. Only a
 * description: the adapter's loaded code makes the wagmi connector of it.
 */
export function authConnector(parameters: AuthConnectorParameters): AuthConnector {
  return { ...parameters, type: 'auth' }
}
