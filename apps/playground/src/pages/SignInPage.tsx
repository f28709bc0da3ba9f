import { SignIn } from '../features/SignIn'
import { Page } from '../Page'
import { FeatureSlot } from './slots'

/** Sign in with X: issue 16's component in its slot. */
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
      <FeatureSlot feature="sign-in">
        <SignIn />
      </FeatureSlot>
    </Page>
  )
}
