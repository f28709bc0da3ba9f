import { useAccount, useSocialLogin } from '@openappkit/react'

const names = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}
const failures = {
  popupBlocked: 'The browser blocked the login window: allow pop-ups for this page.',
  closed: 'The login window was closed before the login finished.',
  refused: 'The provider refused the login.',
  timeout: 'The login timed out.',
} as const

/**
 * A social login through `useSocialLogin`: one button per provider the app offers. The devstack's
 * providers are real OpenID Connect servers whose login page lets you pick a test identity.
 */
export function SocialLoginCard() {
  const login = useSocialLogin()
  const { embeddedWalletInfo, address } = useAccount()
  const providers = login.socials.filter((social) => social !== 'farcaster')
  const failure = login.error?.failure
  const error = failure && failure !== 'error' ? failures[failure] : login.error?.details
  return (
    <section className="card" aria-labelledby="social-login">
      <h3 id="social-login">Social login</h3>
      <p className="hint">
        Each button opens the provider&apos;s login window: pick a test identity there, or refuse.
      </p>
      <p>
        {providers.map((social) => (
          <button
            key={social}
            type="button"
            className="button button--secondary"
            disabled={login.step === 'waiting' || login.step === 'connecting'}
            onClick={() => login.start(social).catch(() => {})}
          >
            {names[social]}
          </button>
        ))}
      </p>
      {login.step === 'waiting' ? (
        <p role="status">Waiting for the {names[login.provider ?? 'google']} window…</p>
      ) : null}
      {login.step === 'connecting' ? <p role="status">Logging in…</p> : null}
      {login.step === 'connected' ? (
        <p className="result">
          Logged in with {names[login.provider ?? 'google']} as{' '}
          <strong>{embeddedWalletInfo?.user?.email ?? embeddedWalletInfo?.user?.username}</strong>:{' '}
          <code>{address}</code>
        </p>
      ) : null}
      {error ? (
        <p className="hint" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
