import { useAccount } from '@openappkit/react'
import { Page } from '../Page'
import { OpenViewCard } from './OpenViewCard'
import { FeatureSlot } from './slots'

/** Receiving: the connected address to share, and the slot for issue 14's Receive view. */
export function ReceivePage() {
  const { address, caipAddress } = useAccount()
  return (
    <Page title="Receive" intro={<>The address to give a sender, with the network it is on.</>}>
      <div className="card">
        <h3>Your address</h3>
        {address ? (
          <p>
            <code data-testid="receive-address">{address}</code>
            <br />
            <small>{caipAddress}</small>
          </p>
        ) : (
          <p className="hint">Connect a wallet to see its address.</p>
        )}
      </div>
      <OpenViewCard view="WalletReceive" label="Open the Receive view" />
      <FeatureSlot feature="receive" />
    </Page>
  )
}
