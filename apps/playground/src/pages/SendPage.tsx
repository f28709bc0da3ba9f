import { NotYet, Page } from '../Page'
import { FeatureSlot } from './slots'

/** Sending tokens: the slot for issue 14's component, and what exists today. */
export function SendPage() {
  return (
    <Page
      title="Send"
      intro={
        <>
          Send native coins and tokens from the connected account (SPEC §4: amount, receiver, token; native,
          ERC-20, USDT-style, SOL and SPL). The dev wallet prompts for each transaction.
        </>
      }
    >
      <FeatureSlot feature="send" />
      <NotYet>
        <p>
          Core&apos;s send flow and <code>useSend</code> have landed (issue 14); the modal&apos;s Send view
          and a component for this page are being built. Until then, adapters send through{' '}
          <code>sendTransfer</code>.
        </p>
      </NotYet>
    </Page>
  )
}
