import { HeadlessSend } from '../features/HeadlessSend'
import { Page } from '../Page'
import { OpenViewCard } from './OpenViewCard'
import { FeatureSlot } from './slots'

/** Sending tokens: the modal's Send view, and the same with hooks only (issue 14's component). */
export function SendPage() {
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
      <OpenViewCard view="WalletSend" label="Open the Send view" />
      <FeatureSlot feature="send">
        <HeadlessSend />
      </FeatureSlot>
    </Page>
  )
}
