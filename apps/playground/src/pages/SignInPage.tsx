import { SignIn } from '../features/SignIn'
import { Page } from '../Page'

/** Sign in with X, on the playground's one instance: the header and this page show the same account. */
export function SignInPage() {
  return (
    <Page
      title="Sign-in"
      intro={
        <>
          Sign in with the wallet (SIWX: EIP-4361 on EVM, Sign In With Solana), checked by the app&apos;s
          backend. The dev wallet signs both. Sign-in is an option of the app&apos;s one instance (
          <code>siwx</code>), set here by <code>?signIn=</code>: off, optional or required.
        </>
      }
    >
      <SignIn />
    </Page>
  )
}
