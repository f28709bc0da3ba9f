import { useAccount, useAppKit, useNetwork } from '@openappkit/react'
import { Page } from '../Page'

/** Both namespaces' networks, the active one, and switching by hook or through the modal. */
export function NetworksPage() {
  const { caipNetwork, networks, switchNetwork, error } = useNetwork()
  const { isConnected } = useAccount()
  const { open } = useAppKit()
  return (
    <Page
      title="Networks"
      intro={
        <>
          <code>useNetwork</code>: the app&apos;s networks of both namespaces on the devstack (two EVM
          networks on one anvil, and its litesvm Solana chain). Switching asks the connected wallet; the
          modal&apos;s Networks view does the same.
        </>
      }
    >
      <div className="card">
        <h3>Active: {caipNetwork?.name ?? 'none'}</h3>
        <ul className="rows">
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="row">
              <span>
                <strong>{network.name}</strong> <code>{network.caipNetworkId}</code>
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={network.caipNetworkId === caipNetwork?.caipNetworkId}
                onClick={() => switchNetwork(network)}
              >
                {network.caipNetworkId === caipNetwork?.caipNetworkId
                  ? 'Active'
                  : `Switch to ${network.name}`}
              </button>
            </li>
          ))}
        </ul>
        {error ? <p role="alert">{error.message}</p> : null}
        <button type="button" className="button button--secondary" onClick={() => open({ view: 'Networks' })}>
          Open the Networks view
        </button>
        {isConnected ? null : <p className="hint">Connect a wallet first to switch its network.</p>}
      </div>
    </Page>
  )
}
