import { AppKitProvider, ConnectButton, useAccount, useWalletProvider } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { type FormEvent, StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { appKit } from './appKit.ts'

// 0.01 ETH in wei.
const TIP = '0x2386f26fc10000'

function TipForm() {
  const { address } = useAccount()
  const { provider } = useWalletProvider('eip155')
  const [to, setTo] = useState('')
  const [status, setStatus] = useState('')
  if (!address || !provider) return null
  const send = async (event: FormEvent) => {
    event.preventDefault()
    setStatus('Waiting for your wallet…')
    try {
      const params = [{ from: address, to, value: TIP }]
      const hash = await provider.request({ method: 'eth_sendTransaction', params })
      setStatus(`Sent: ${hash}`)
    } catch (error) {
      // The wallet's own provider answers with EIP-1193 errors: 4001 is the user's "no".
      const refused = (error as { code?: unknown }).code === 4001
      setStatus(refused ? 'You refused the payment' : `Failed: ${(error as Error).message}`)
    }
  }
  return (
    <form onSubmit={send}>
      <p data-testid="address">{address}</p>
      <label>
        Recipient <input value={to} onChange={(event) => setTo(event.target.value)} required />
      </label>
      <button type="submit">Send 0.01 ETH</button>
      <p role="status">{status}</p>
    </form>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppKitProvider appKit={appKit}>
      <h1>Tip jar</h1>
      <ConnectButton />
      <TipForm />
      <AppKitModal />
    </AppKitProvider>
  </StrictMode>,
)
