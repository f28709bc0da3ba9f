import type { FrameClient } from '@openappkit/auth-frame-client'
import type { EmbeddedWallet, NamespaceAdapter } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { lazyModule } from '../loading/lazyModule.ts'
import { sdkType, version } from '../version.ts'
import { createEmbeddedApproval } from './embeddedApproval.ts'
import { showFrameTimeoutAlert } from './frameTimeoutAlert.ts'

/** The frame client's code: fetched on the embedded wallet's first use (a login, or a restore). */
const frameClientCode = lazyModule('the embedded wallet', () => import('@openappkit/auth-frame-client'))

/**
 * Whether `createAppKit` makes the embedded wallet itself: `features.email` is on (social logins,
 * refused in this version, will turn it on too), `services.authFrame` is not `false`, an adapter
 * can list it, and no adapter was given one of the app's own.
 */
export function wantsEmbeddedWallet(appKit: AppKit): boolean {
  const { features, services } = appKit.options
  const adapters = Object.values(appKit.adapters) as NamespaceAdapter[]
  return (
    features.email &&
    services.authFrame !== false &&
    adapters.some((adapter) => adapter.useEmbeddedWallet) &&
    !adapters.some((adapter) => adapter.ownsEmbeddedWallet)
  )
}

/**
 * The embedded wallet with nothing for the app to write: one frame client for every adapter
 * (made, and its code fetched, on the first login or restore), listed by each adapter as AUTH,
 * approval of what the user must approve, the frame's timeouts as alerts, the app's `metadata`
 * sent to the frame, and the theme kept in sync. Returns the stop.
 */
export function startEmbeddedWallet(appKit: AppKit): () => void {
  const { options, store, atoms } = appKit
  const frameUrl = options.services.authFrame as string
  let made: FrameClient | undefined
  // The frame learns the theme once it is ready, and each change after.
  const syncTheme = () => {
    if (made?.state !== 'ready') return
    const { themeMode, themeVariables } = store.get(atoms.theme)
    made.syncTheme({ themeMode, themeVariables }).catch(() => {})
  }
  const client = async () => {
    const { FrameClient } = await frameClientCode()
    if (!made) {
      const network = store.get(atoms.activeCaipNetwork)
      made = new FrameClient({
        projectId: options.projectId ?? '',
        frameUrl,
        // The frame starts on the app's active network.
        chainId: network?.chainNamespace === 'eip155' ? network.id : network?.caipNetworkId,
        onTimeout: (reason) => showFrameTimeoutAlert(appKit, reason),
        dappData: {
          projectId: options.projectId ?? '',
          sdkType,
          sdkVersion: version,
          ...(options.metadata ? { metadata: options.metadata } : {}),
        },
      })
      made.onStateChange(syncTheme)
    }
    return made
  }
  const approval = createEmbeddedApproval()
  const wallet: EmbeddedWallet = { client, hooks: approval.hooks }
  for (const adapter of Object.values(appKit.adapters)) adapter?.useEmbeddedWallet?.(wallet)

  const stopApproval = approval.attach(appKit, {
    frameUrl,
    rejectRpcRequests: () => made?.rejectRpcRequests(),
    connectEmail: async (payload) => (await client()).connectEmail(payload),
    connectDevice: async () => (await client()).connectDevice(),
    connectOtp: async (payload) => (await client()).connectOtp(payload),
    // Before the client is made no login was tried on this page: the client itself refuses a
    // login sent too soon after one of an earlier visit.
    secondsToNextEmailLogin: () => made?.secondsToNextEmailLogin() ?? 0,
  })
  const stopTheme = store.sub(atoms.theme, syncTheme)
  return () => {
    stopTheme()
    stopApproval()
    made?.destroy()
  }
}
