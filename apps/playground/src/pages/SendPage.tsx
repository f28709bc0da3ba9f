import { useAccount, useAppKit } from '@openappkit/react'
import { Page } from '../Page'
import { FeatureSlot } from './slots'

/** Sending tokens: the modal's Send view, and the slot for issue 14's page component. */
export function SendPage() {
  const { open } = useAppKit()
  const { isConnected } = useAccount()
  return (
    <Page
      title="Send"
      intro={
        <>
          Send native coins and tokens from the connected account (SPEC §4: amount, receiver, token; ETH, the
          ERC-20 OAK and the USDT-style TUSD on the devstack). <code>useSend</code> drives the modal&apos;s
          Send view; the dev wallet prompts for each transaction.
        </>
      }
    >
      <div className="card">
        <h3>In the modal</h3>
        <button
          type="button"
          className="button"
          disabled={!isConnected}
          onClick={() => open({ view: 'WalletSend' })}
        >
          Open the Send view
        </button>
        {isConnected ? null : <p className="hint">Connect a wallet first.</p>}
      </div>
      <FeatureSlot feature="send" />
    </Page>
  )
}
