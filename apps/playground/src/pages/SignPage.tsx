import { useAccount, useAppKitInstance, useNetwork } from '@openappkit/react'
import { AppKitWagmiProvider } from '@openappkit/react/wagmi'
import { useMutation } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { useSignTypedData } from 'wagmi'
import { Page } from '../Page'

// An EIP-712 note the user can read in the wallet's prompt.
const typedData = (chainId: number) =>
  ({
    domain: { name: 'OpenAppKit playground', version: '1', chainId },
    types: {
      Note: [
        { name: 'text', type: 'string' },
        { name: 'from', type: 'address' },
      ],
    },
    primaryType: 'Note',
  }) as const

/**
 * wagmi's own hooks (useSignTypedData) need the wagmi adapter's config, which comes with the
 * adapter's code after the page: only this page waits for it, the rest of the playground does not.
 */
export function SignPage() {
  return (
    <Suspense fallback={<p role="status">Loading wagmi…</p>}>
      <AppKitWagmiProvider>
        <SignForms />
      </AppKitWagmiProvider>
    </Suspense>
  )
}

/** Sign a message on either namespace (the adapter's signMessage), and EIP-712 typed data. */
function SignForms() {
  const appKit = useAppKitInstance('SignPage')
  const { address, isConnected } = useAccount()
  const { caipNetwork } = useNetwork()
  const [message, setMessage] = useState('Hello from the OpenAppKit playground')
  const namespace = caipNetwork?.chainNamespace
  const signMessage = useMutation({
    mutationFn: async () => {
      const adapter = namespace ? appKit.adapters[namespace] : undefined
      if (!adapter || !address) throw new Error('Connect a wallet first.')
      return adapter.signMessage({ address, message })
    },
  })
  const typed = useSignTypedData()
  return (
    <Page
      title="Sign message and typed data"
      intro={
        <>
          A message through the active namespace&apos;s adapter (<code>personal_sign</code> on EVM,{' '}
          <code>solana:signMessage</code> on Solana), and EIP-712 typed data with wagmi&apos;s own{' '}
          <code>useSignTypedData</code> beside ours. The wallet shows what it signs.
        </>
      }
    >
      <form
        className="card"
        onSubmit={(event) => {
          event.preventDefault()
          signMessage.mutate()
        }}
      >
        <h3>Message</h3>
        <label className="field">
          <span>Text to sign</span>
          <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" className="button" disabled={!isConnected || signMessage.isPending}>
          {signMessage.isPending ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
        {signMessage.data ? (
          <p className="result">
            Signature <code data-testid="message-signature">{signMessage.data}</code>
          </p>
        ) : null}
        {signMessage.error ? <p role="alert">{signMessage.error.message}</p> : null}
      </form>
      <div className="card">
        <h3>Typed data (EVM)</h3>
        <button
          type="button"
          className="button"
          disabled={!isConnected || namespace !== 'eip155' || typed.isPending}
          onClick={() =>
            address &&
            typed.signTypedData({
              ...typedData(Number(caipNetwork?.id)),
              message: { text: message, from: address as `0x${string}` },
            })
          }
        >
          {typed.isPending ? 'Waiting for the wallet…' : 'Sign typed data'}
        </button>
        {namespace === 'solana' ? (
          <p className="hint">Solana has no typed data: switch to an EVM network.</p>
        ) : null}
        {typed.data ? (
          <p className="result">
            Signature <code data-testid="typed-signature">{typed.data}</code>
          </p>
        ) : null}
        {typed.error ? <p role="alert">{typed.error.message}</p> : null}
      </div>
    </Page>
  )
}
