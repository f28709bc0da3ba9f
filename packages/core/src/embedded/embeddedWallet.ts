import type { FrameClient } from '@openappkit/auth-frame-client'
import { setAuthHooks } from '../actions/setAuthHooks.ts'
import type { EmbeddedWallet, NamespaceAdapter } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { lazyModule } from '../loading/lazyModule.ts'
import { sdkType, version } from '../version.ts'
import { setEmailLoginFrame } from './emailLogin.ts'
import type { EmbeddedApproval } from './embeddedApproval.ts'
import { resetFarcasterLogin, setFarcasterLoginFrame } from './farcasterLogin.ts'
import { setSocialLoginFrame } from './socialLogin.ts'

/** The embedded wallet's code: fetched on its first use (a login, or a restore). */
const embeddedWalletCode = lazyModule('the embedded wallet', () => import('./embeddedWalletCode.ts'))

/**
 * Whether `createAppKit` makes the embedded wallet: `features.email` or a social on, `services.authFrame` not
 * `false`, an adapter that can list it, and none given one of the app's own.
 */
export function wantsEmbeddedWallet(appKit: AppKit): boolean {
  const { features, services } = appKit.options
  const adapters = Object.values(appKit.adapters) as NamespaceAdapter[]
  return (
    (features.email || (features.socials || []).length > 0) &&
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
  const activeChainId = () => {
    const network = store.get(atoms.activeCaipNetwork)
    return network?.chainNamespace === 'eip155' ? network.id : network?.caipNetworkId
  }
  const load = async () => {
    const { FrameClient, createEmbeddedApproval, showFrameTimeoutAlert } = await embeddedWalletCode()
    if (!made) {
      const client = new FrameClient({
        projectId: options.projectId ?? '',
        frameUrl,
        // The frame starts on the app's active network.
        chainId: activeChainId(),
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
    updateEmail: async (payload) => (await client()).updateEmail(payload),
    updateEmailPrimaryOtp: async (payload) => (await client()).updateEmailPrimaryOtp(payload),
    updateEmailSecondaryOtp: async (payload) => (await client()).updateEmailSecondaryOtp(payload),
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
  setSocialLoginFrame(appKit, {
    getSocialRedirectUri: async (payload) => (await client()).getSocialRedirectUri(payload),
    // Logs the person in at the frame (its login flag stored); the connector then reads the user.
    // The EVM account type the app prefers (stored, else `defaultAccountTypes`) goes with the login.
    connectSocial: async (uri) =>
      (await client()).connect({
        socialUri: uri,
        chainId: activeChainId(),
        preferredAccountType: store.get(atoms.account('eip155')).preferredAccountType,
      }),
    frameOrigin: () => made?.client.frameOrigin,
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
    setSocialLoginFrame(appKit, undefined)
    made?.detach()
    made?.client.destroy()
  }
}
