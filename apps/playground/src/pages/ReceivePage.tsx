import { useAccount, useAppKit } from '@openappkit/react'
import { Page } from '../Page'
import { FeatureSlot } from './slots'

/** Receiving: the connected address to share, and the slot for issue 14's Receive view. */
export function ReceivePage() {
  const { address, caipAddress } = useAccount()
  const { open } = useAppKit()
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
      <div className="card">
        <h3>In the modal</h3>
        <button
          type="button"
          className="button"
          disabled={!address}
          onClick={() => open({ view: 'WalletReceive' })}
        >
          Open the Receive view
        </button>
      </div>
      <FeatureSlot feature="receive" />
    </Page>
  )
}
