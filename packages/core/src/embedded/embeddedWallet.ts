import type { FrameClient } from '@openappkit/auth-frame-client'
import { setAuthHooks } from '../actions/setAuthHooks.ts'
import type { EmbeddedWallet, NamespaceAdapter } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { lazyModule } from '../loading/lazyModule.ts'
import { sdkType, version } from '../version.ts'
import { setEmailLoginFrame } from './emailLogin.ts'
import type { EmbeddedApproval } from './embeddedApproval.ts'
import { resetFarcasterLogin, setFarcasterLoginFrame } from './farcasterLogin.ts'

/** The embedded wallet's code: fetched on its first use (a login, or a restore). */
const embeddedWalletCode = lazyModule('the embedded wallet', () => import('./embeddedWalletCode.ts'))

/**
 * Whether `createAppKit` makes the embedded wallet: `features.email` on, `services.authFrame` not
 * `false`, an adapter that can list it, and none given one of the app's own.
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
 * The embedded wallet with nothing for the app to write: one frame client (made with its code on
 * the first login or restore) listed by each adapter as AUTH, the approval of requests, timeouts
 * as alerts, the app's `metadata` sent to the frame and the theme kept in sync. Returns the stop.
 */
export function startEmbeddedWallet(appKit: AppKit): () => void {
  const { options, store, atoms } = appKit
  const frameUrl = options.services.authFrame as string
  const dappData = {
    projectId: options.projectId ?? '',
    sdkType,
    sdkVersion: version,
    ...(options.metadata ? { metadata: options.metadata } : {}),
  }
  // Made together with its code: no request can need the approval before the client exists.
  let made: { client: FrameClient; approval: EmbeddedApproval; detach: () => void } | undefined
  // The frame learns the theme once it is ready, and each change after.
  const syncTheme = () => {
    if (made?.client.state !== 'ready') return
    const { themeMode, themeVariables } = store.get(atoms.theme)
    made.client.syncTheme({ themeMode, themeVariables }).catch(() => {})
  }
  const load = async () => {
    const { FrameClient, createEmbeddedApproval, showFrameTimeoutAlert } = await embeddedWalletCode()
    if (!made) {
      const network = store.get(atoms.activeCaipNetwork)
      const client = new FrameClient({
        projectId: options.projectId ?? '',
        frameUrl,
        // The frame starts on the app's active network.
        chainId: network?.chainNamespace === 'eip155' ? network.id : network?.caipNetworkId,
        onTimeout: (reason) => showFrameTimeoutAlert(appKit, reason),
        dappData,
      })
      client.onStateChange(syncTheme)
      const approval = createEmbeddedApproval()
      // The email login has its frame already (below): the approval takes the requests only.
      const detach = approval.attach(appKit, {
        frameUrl,
        rejectRpcRequests: () => client.rejectRpcRequests(),
      })
      made = { client, approval, detach }
    }
    return made
  }
  const client = async () => (await load()).client
  const wallet: EmbeddedWallet = {
    client,
    hooks: {
      approve: async (request) => (await load()).approval.hooks.approve(request),
      settled: (request, outcome) => made?.approval.hooks.settled(request, outcome),
      unknownMethod: (method) => made?.approval.hooks.unknownMethod(method),
    },
  }
  for (const adapter of Object.values(appKit.adapters)) adapter?.useEmbeddedWallet?.(wallet)

  setEmailLoginFrame(appKit, {
    connectEmail: async (payload) => (await client()).connectEmail(payload),
    connectDevice: async () => (await client()).connectDevice(),
    connectOtp: async (payload) => (await client()).connectOtp(payload),
    // Before the client is made no login was tried on this page: the client itself refuses a
    // login sent too soon after one of an earlier visit.
    secondsToNextEmailLogin: () => made?.client.secondsToNextEmailLogin() ?? 0,
  })
  setFarcasterLoginFrame(appKit, {
    getFarcasterUri: async () => (await client()).getFarcasterUri(),
    connectFarcaster: async () => (await client()).connectFarcaster(),
  })
  // Leaving the Farcaster view without an account: the login ends, and the frame (if it runs)
  // drops its sign-in and hears the app's data again.
  const ready = () => (made?.client.state === 'ready' ? made.client : undefined)
  setAuthHooks(appKit, {
    clearFarcasterUrl: () => resetFarcasterLogin(appKit),
    reloadAuthFrame: async () => void (await ready()?.reload()),
    syncDappData: async () => void (await ready()?.syncDappData(dappData)),
  })
  const stopTheme = store.sub(atoms.theme, syncTheme)
  return () => {
    stopTheme()
    setEmailLoginFrame(appKit, undefined)
    setFarcasterLoginFrame(appKit, undefined)
    setAuthHooks(appKit, {
      clearFarcasterUrl: undefined,
      reloadAuthFrame: undefined,
      syncDappData: undefined,
    })
    made?.detach()
    made?.client.destroy()
  }
}
