import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import type { CaipNetworkId, ChainNamespace } from '../networks/types.ts'
import { perInstance } from '../utils/perInstance.ts'
import type { SiwxConfig, SiwxOption, SiwxSession, SiwxState, SiwxStatus } from './types.ts'

/** The account sign-in is about: the active namespace's address on the active chain. */
export type SiwxAccount = { namespace: ChainNamespace; chainId: CaipNetworkId; address: string }

export type SiwxInstance = {
  readonly config: SiwxConfig | undefined
  readonly state: PrimitiveAtom<SiwxState>
  /** Bumped by each session check and sign-in: only the latest may change the state. */
  generation: number
  /** The account last seen by the session watcher. */
  account: SiwxAccount | undefined
}

/**
 * The sign-in part of an instance, made on first use (two instances on a page share no
 * sign-in); its config from the `siwx` option.
 */
export const siwxInstance = perInstance((appKit): SiwxInstance => {
  const config = resolveSiwxConfig(appKit)
  return {
    config,
    state: atom<SiwxState>({
      status: config ? 'disconnected' : 'disabled',
      session: undefined,
      error: undefined,
      required: config?.getRequired?.() ?? false,
    }),
    generation: 0,
    account: undefined,
  }
})

/** Sets the sign-in status with the session and error that go with it (`required` stays). */
export function setSiwxState(
  appKit: AppKit,
  status: SiwxStatus,
  session?: SiwxSession,
  error?: unknown,
): void {
  appKit.store.set(siwxInstance(appKit).state, (state) => ({ ...state, status, session, error }))
}

function resolveSiwxConfig(appKit: AppKit): SiwxConfig | undefined {
  const option = appKit.options.siwx as SiwxOption | undefined
  if (option === undefined) return undefined
  return typeof option === 'function' ? option({ storage: appKit.storage, clock: appKit.clock }) : option
}

/** Whether sign-in is required and the active account has no session (closing the sign view is then blocked). */
export function isSiwxRequiredWithoutSession(appKit: AppKit): boolean {
  // Without the option the state is `disabled` and not required.
  const { required, status } = appKit.store.get(siwxInstance(appKit).state)
  return required && status !== 'signedIn' && status !== 'disconnected'
}

/** Whether the active account still has to sign in: the modal shows SIWXSignMessage after a connect. */
export function isSiwxSignInPending(appKit: AppKit): boolean {
  const { status } = appKit.store.get(siwxInstance(appKit).state)
  return status === 'checking' || status === 'signedOut' || status === 'signingIn'
}
