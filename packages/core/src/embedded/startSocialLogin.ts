import { connect } from '../actions/connect.ts'
import type { GetAccountReturnType } from '../actions/getAccount.ts'
import { requireLegalConsent } from '../actions/legalConsent.ts'
import { closeToast, showToast } from '../actions/showToast.ts'
import { toastMessages } from '../alerts/toastMessages.ts'
import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { isRecord } from '../validators/checks.ts'
import { type SocialProvider, socialProviders } from '../validators/socialProviders.ts'
import { assertOriginAllowed } from './checkOwnOrigin.ts'
import { emailLoginConnectorId } from './emailLogin.ts'
import {
  currentSocialLogin,
  resetSocialLogin,
  type SocialLoginFrame,
  socialFrameAtom,
  socialLoginAtom,
  socialLoginAttempts,
} from './socialLogin.ts'

/** Why a login failed, for the words the user sees; `error` is any other failure. */
export type SocialLoginFailure = 'popupBlocked' | 'closed' | 'refused' | 'timeout' | 'error'
const failureMessages: Record<SocialLoginFailure, string> = {
  popupBlocked: 'The login window was blocked: allow pop-ups for this site and try again',
  closed: 'The login window was closed before the login finished',
  refused: 'The login was refused at the provider',
  timeout: 'The login timed out',
  error: 'The social login failed',
}

export class SocialLoginError extends BaseError {
  override name = 'SocialLoginError'
  static override readonly docsPath = '/errors#socialloginerror'
  readonly failure: SocialLoginFailure
  constructor(failure: SocialLoginFailure, parameters?: { cause?: unknown; details?: string }) {
    super(failureMessages[failure], parameters)
    this.failure = failure
  }
}

export type StartSocialLoginParameters = {
  provider: SocialProvider
  /**
   * A window the caller opened in the click (`window.open('about:blank')`); without it the
   * login opens one itself, which a popup blocker allows only when this is called in the click.
   */
  popup?: Window | null | undefined
  namespace?: ChainNamespace | undefined
}

/** How often a popup the person may have closed is looked at. */
const closedPollMs = 500

/** Opened before anything is awaited, so a popup blocker sees it come from the click. */
function openPopup(): Window | null {
  if (typeof window === 'undefined') return null
  const width = 480
  const height = 720
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  return window.open(
    'about:blank',
    'openappkit-social',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  )
}

/**
 * Social login: opens the popup (in the click), asks the frame for the provider's authorization
 * URL and sends the popup there; the provider sends it back to the frame's origin, whose page
 * hands the result to this window; the frame checks it (CONNECT_SOCIAL), then the embedded
 * wallet's connector connects. Resolves with the account; rejects with a `SocialLoginError` whose
 * `failure` says why (popup blocked, closed, refused, timed out), the state showing the same.
 */
export function startSocialLogin(
  appKit: AppKit,
  parameters: StartSocialLoginParameters,
): Promise<GetAccountReturnType> {
  const { provider } = parameters
  const socials = appKit.options.features.socials || []
  if (!socialProviders.includes(provider as SocialProvider))
    return Promise.reject(new BaseError(`Social provider must be one of ${socialProviders.join(', ')}`))
  if (!socials.includes(provider))
    return Promise.reject(new BaseError(`Social login with ${provider} is switched off`))
  const frame = appKit.store.get(socialFrameAtom(appKit))
  if (!frame)
    return Promise.reject(
      new BaseError('Unable to load social login dependency', { details: 'No embedded wallet is made' }),
    )
  try {
    // As for an email login: the terms agreed to (when the app asks) and this page's origin allowed.
    requireLegalConsent(appKit)
    assertOriginAllowed(appKit)
  } catch (error) {
    parameters.popup?.close()
    return Promise.reject(error)
  }
  // First the login under way ends (its window closed): the new one may reuse the window's name.
  resetSocialLogin(appKit)
  const popup = parameters.popup === undefined ? openPopup() : parameters.popup
  const fail = (failure: SocialLoginFailure, cause?: unknown) => {
    const error = cause instanceof SocialLoginError ? cause : new SocialLoginError(failure, { cause })
    appKit.store.set(socialLoginAtom(appKit), { step: 'failed', provider, error })
    return error
  }
  if (!popup) return Promise.reject(fail('popupBlocked'))
  appKit.store.set(socialLoginAtom(appKit), { step: 'waiting', provider })
  return run(appKit, frame, popup, parameters).catch((error: unknown) => {
    // A reset or a new start ended this attempt: its failure changes nothing.
    if (socialLoginAttempts.get(appKit)?.popup !== popup) throw error
    resetSocialLogin(appKit)
    throw fail(isTimeout(error) ? 'timeout' : 'error', error)
  })
}

const isTimeout = (error: unknown) =>
  isRecord(error) && typeof error.reason === 'string' && error.reason.includes('timeout')

async function run(
  appKit: AppKit,
  frame: SocialLoginFrame,
  popup: Window,
  parameters: StartSocialLoginParameters,
): Promise<GetAccountReturnType> {
  const answer = waitForAnswer(appKit, frame, popup)
  // The popup closed while the frame is still asked ends the login at once.
  const closed = answer.then(() => new Promise<never>(() => {}))
  // The frame cannot start the login (no authorization URL, or an unusable one): the
  // authentication failed to initialise. A timeout has its own alert instead.
  const initFailed = (error: unknown) => {
    if (!isTimeout(error)) void showToast(appKit, toastMessages.authInitFailed)
    return error
  }
  const redirect = frame.getSocialRedirectUri({ provider: parameters.provider }).catch((error: unknown) => {
    throw initFailed(error)
  })
  const { uri } = await Promise.race([redirect, closed])
  if (socialLoginAttempts.get(appKit)?.popup !== popup) throw new BaseError('The social login was cancelled')
  // The window runs this page's origin until it leaves: a `javascript:` URL would run in it.
  if (!/^https?:$/.test(URL.parse(uri)?.protocol ?? ''))
    throw initFailed(
      new BaseError('The embedded wallet answered a login URL that is not http(s)', { details: uri }),
    )
  popup.location.href = uri
  const resultUri = await answer
  if (!popup.closed) popup.close()
  // The provider's own refusal (OAuth's error answer): nothing for the frame to check.
  if (new URL(resultUri).searchParams.has('error')) throw new SocialLoginError('refused')
  appKit.store.set(socialLoginAtom(appKit), { ...currentSocialLogin(appKit), step: 'connecting' })
  // Shown while the frame checks the provider's answer and the wallet connects; closed either way.
  await showToast(appKit, { ...toastMessages.authenticating, autoClose: false })
  let account: GetAccountReturnType
  try {
    await frame.connectSocial(resultUri)
    account = await connect(appKit, { connectorId: emailLoginConnectorId, namespace: parameters.namespace })
  } finally {
    const toast = appKit.store.get(appKit.atoms.toast)
    if (toast.open && toast.message === toastMessages.authenticating.message) closeToast(appKit)
  }
  socialLoginAttempts.get(appKit)?.stop()
  socialLoginAttempts.delete(appKit)
  appKit.store.set(socialLoginAtom(appKit), { ...currentSocialLogin(appKit), step: 'connected' })
  return account
}

/**
 * The popup's answer: a message from the popup itself, at the frame's origin, carrying the URL it
 * landed on. Anything else posted to this window is ignored. Closing the popup ends the wait.
 */
function waitForAnswer(appKit: AppKit, frame: SocialLoginFrame, popup: Window): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const origin = frame.frameOrigin()
      if (!origin || event.origin !== origin || event.source !== popup) return
      const data: unknown = event.data
      if (!isRecord(data) || typeof data.resultUri !== 'string' || !URL.canParse(data.resultUri)) return
      if (new URL(data.resultUri).origin !== origin) return
      window.clearInterval(poll)
      resolve(data.resultUri)
    }
    const poll = window.setInterval(() => {
      if (!popup.closed || currentSocialLogin(appKit).step !== 'waiting') return
      window.clearInterval(poll)
      reject(new SocialLoginError('closed'))
    }, closedPollMs)
    window.addEventListener('message', onMessage)
    socialLoginAttempts.set(appKit, {
      popup,
      stop: () => {
        window.clearInterval(poll)
        window.removeEventListener('message', onMessage)
      },
    })
  })
}
