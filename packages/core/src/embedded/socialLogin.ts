import { type Atom, atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import { perInstance } from '../utils/perInstance.ts'
import type { SocialOption, SocialProvider } from '../validators/socialProviders.ts'
import { offeredSocials } from './offeredSocials.ts'
import type { SocialLoginError } from './startSocialLogin.ts'

/** The part of the frame client a social login uses (`FrameClient` of `@openappkit/auth-frame-client`). */
export type SocialLoginFrame = {
  getSocialRedirectUri(payload: { provider: SocialProvider }): Promise<{ uri: string }>
  /** CONNECT_SOCIAL with the popup's landing URL; the frame verifies it and logs the person in. */
  connectSocial(uri: string): Promise<unknown>
  /** The frame's origin: the popup's answer is taken from it only. Known once the client is made. */
  frameOrigin(): string | undefined
}

export type SocialLoginStep = 'idle' | 'waiting' | 'connecting' | 'connected' | 'failed'
export type SocialLoginState = {
  step: SocialLoginStep
  provider?: SocialProvider | undefined
  error?: SocialLoginError | undefined
}

export const socialFrameAtom = perInstance(() => atom<SocialLoginFrame | undefined>(undefined))

/** The providers the Connect view offers (Telegram's filter applied); none without a frame. */
export const offeredSocialsAtom = perInstance(
  (appKit): Atom<SocialOption[]> =>
    atom((get) =>
      get(socialFrameAtom(appKit)) ? offeredSocials(appKit.options.features.socials || []) : [],
    ),
)

export const socialLoginAtom = perInstance(() => atom<SocialLoginState>({ step: 'idle' }))

export const currentSocialLogin = (appKit: AppKit) => appKit.store.get(socialLoginAtom(appKit))

/** The attempt at work: its popup, and how to stop listening to it. A new start or a reset ends it. */
export const socialLoginAttempts = new WeakMap<AppKit, { popup: Window; stop: () => void }>()

/** Ends the login: its popup closed, its answers ignored, the state back to idle. */
export function resetSocialLogin(appKit: AppKit): void {
  const attempt = socialLoginAttempts.get(appKit)
  socialLoginAttempts.delete(appKit)
  attempt?.stop()
  if (attempt && !attempt.popup.closed) attempt.popup.close()
  appKit.store.set(socialLoginAtom(appKit), { step: 'idle' })
}

const stops = new WeakMap<AppKit, () => void>()

/** Called when the SDK makes its embedded wallet. Leaving ConnectingSocial or a disconnect cancels a login. */
export function setSocialLoginFrame(appKit: AppKit, frame: SocialLoginFrame | undefined): void {
  const { store, atoms } = appKit
  store.set(socialFrameAtom(appKit), frame)
  stops.get(appKit)?.()
  stops.delete(appKit)
  if (!frame) {
    resetSocialLogin(appKit)
    return
  }
  let before = store.get(atoms.modal)
  const stopModal = store.sub(atoms.modal, () => {
    const after = store.get(atoms.modal)
    const onView = (screen: typeof after) => screen.open && screen.view === 'ConnectingSocial'
    const { step } = currentSocialLogin(appKit)
    if (onView(before) && !onView(after) && step !== 'connected' && step !== 'idle') resetSocialLogin(appKit)
    before = after
  })
  const stopDisconnect = appKit.emitter.on('disconnect', () => resetSocialLogin(appKit))
  stops.set(appKit, () => {
    stopModal()
    stopDisconnect()
  })
}
