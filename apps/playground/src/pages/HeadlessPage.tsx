import {
  useAccount,
  useBalance,
  useDisconnect,
  useNetwork,
  usePortfolio,
  useWallets,
} from '@openappkit/react'
import { useState } from 'react'
import { Page } from '../Page'

function Wallets() {
  const { wallets, connect, isConnecting, error, walletConnectUri } = useWallets()
  return (
    <section className="card">
      <h2>Connect</h2>
      <ul className="rows">
        {wallets.slice(0, 8).map((wallet) => (
          <li key={wallet.id}>
            {/* While a WalletConnect pairing waits, another wallet can still be chosen. */}
            <button
              type="button"
              className="button button--secondary"
              disabled={isConnecting && !walletConnectUri}
              onClick={() => connect(wallet)}
            >
              {wallet.name}
              {wallet.connector ? '' : ' (WalletConnect)'}
            </button>
          </li>
        ))}
      </ul>
      {walletConnectUri ? <Pairing uri={walletConnectUri} /> : null}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}

/** The pairing URI from useWallets, for a wallet on another device: the modal draws it as a QR code. */
function Pairing(props: { uri: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <section aria-labelledby="pairing">
      <h3 id="pairing">Waiting for a WalletConnect wallet</h3>
      <p>
        Open this link on the device with the wallet, or paste it into the wallet:{' '}
        <a href={props.uri}>open in wallet</a>
      </p>
      <code data-testid="pairing-uri" style={{ wordBreak: 'break-all' }}>
        {props.uri}
      </code>{' '}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() =>
          navigator.clipboard?.writeText(props.uri).then(
            () => setCopied(true),
            () => {},
          )
        }
      >
        {copied ? 'Copied' : 'Copy link'}
      </button>
    </section>
  )
}

function Account() {
  const { address, caipAddress, status } = useAccount()
  const { caipNetwork, networks, switchNetwork, error } = useNetwork()
  const { disconnect } = useDisconnect()
  const balance = useBalance()
  const portfolio = usePortfolio()
  return (
    <section className="card">
      <h2>Account</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address}</dd>
        <dt>CAIP-10</dt>
        <dd>{caipAddress}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{caipNetwork?.name}</dd>
        <dt>Balance</dt>
        <dd data-testid="balance">
          {balance.data
            ? `${balance.data.formatted} ${balance.data.symbol}`
            : (balance.error?.message ?? '…')}
        </dd>
      </dl>
      <h3>Tokens</h3>
      <ul>
        {portfolio.data?.map((token) => (
          <li key={`${token.chainId}:${token.address ?? 'native'}`}>
            {token.quantity.numeric} {token.symbol}
          </li>
        ))}
      </ul>
      <div className="actions">
        {networks.map((network) => (
          <button
            key={network.caipNetworkId}
            type="button"
            className="button button--secondary"
            onClick={() => switchNetwork(network)}
          >
            Switch to {network.name}
          </button>
        ))}
        <button type="button" className="button" onClick={() => disconnect()}>
          Disconnect
        </button>
      </div>
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}

function Headless() {
  const { isConnected } = useAccount()
  return isConnected ? <Account /> : <Wallets />
}

/** Hooks only, no modal: connect, account, network and balances, against the devstack. */
export function HeadlessPage() {
  return (
    <Page
      title="Headless"
      intro={
        <>
          Hooks only, no modal: <code>useWallets</code>, <code>useAccount</code>, <code>useNetwork</code>,{' '}
          <code>useBalance</code>, <code>usePortfolio</code>, <code>useDisconnect</code>. Extension wallets
          (EIP-6963, Wallet Standard; the dev wallet is one) and WalletConnect over the local relay.
        </>
      }
    >
      <Headless />
    </Page>
  )
}
