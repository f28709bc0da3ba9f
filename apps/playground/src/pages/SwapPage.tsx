import { NotYet, Page } from '../Page'

/** Swaps: what the devstack already serves, and what the SDK does not do yet. */
export function SwapPage() {
  return (
    <Page
      title="Swap"
      intro={<>Token swaps through the blockchain data service&apos;s convert API (SPEC §7).</>}
    >
      <NotYet>
        <p>
          No <code>useSwap</code> and no Swap view yet. The devstack is ready for them: its data service
          answers
          <code>/v1/convert/*</code> (tokens, quotes, allowance, gas price, build-approve, build-transaction)
          from a real constant-product pool on anvil (ETH, OAK, TUSD).
        </p>
      </NotYet>
    </Page>
  )
}
