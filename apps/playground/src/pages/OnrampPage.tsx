import { NotYet, Page } from '../Page'

/** Buying crypto: what the devstack already serves, and what the SDK does not do yet. */
export function OnrampPage() {
  return (
    <Page
      title="Onramp"
      intro={<>Buying crypto with a card or bank account through a provider (SPEC §7, §9).</>}
    >
      <NotYet>
        <p>
          No onramp view yet. The devstack answers <code>/v1/onramp/options</code>,{' '}
          <code>/v1/onramp/quote</code> and <code>/v1/generators/onrampurl</code>; its onramp page
          &quot;buys&quot; by funding the address from a faucet.
        </p>
      </NotYet>
    </Page>
  )
}
