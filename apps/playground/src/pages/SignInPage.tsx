import { NotYet, Page } from '../Page'
import { FeatureSlot } from './slots'

/** Sign in with X: the slot for issue 16's component, and what exists today. */
export function SignInPage() {
  return (
    <Page
      title="Sign-in"
      intro={
        <>
          Sign in with the wallet (SIWX: EIP-4361 on EVM, Sign In With Solana), checked by the app&apos;s
          backend. The dev wallet signs both.
        </>
      }
    >
      <FeatureSlot feature="sign-in" />
      <NotYet>
        <p>
          Core&apos;s <code>siwx</code> option and sign-in flow have landed (issue 16); <code>useSiwx</code>,
          the sign views and the devstack&apos;s backend stand-in are being built.
        </p>
      </NotYet>
    </Page>
  )
}
