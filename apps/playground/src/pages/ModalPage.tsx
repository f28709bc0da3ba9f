import { useAccount, useAppKit, useBalance, useNetwork, useWalletInfo } from '@openappkit/react'
import { Page } from '../Page'

/** The bundled modal: each of its entry views, and what the app sees once connected. */
export function ModalPage() {
  const { open } = useAppKit()
  const { address, status, caipAddress } = useAccount()
  const { caipNetwork } = useNetwork()
  const balance = useBalance()
  const { walletInfo } = useWalletInfo()
  return (
    <Page
      title="The modal"
      intro={
        <>
          <code>&lt;AppKitModal&gt;</code> from <code>@openappkit/react/modal</code>, with the wagmi and
          Solana adapters on the devstack. With no extension, connect the dev wallet (its prompt is on this
          page); a WalletConnect wallet pairs over the local relay.
        </>
      }
    >
      <div className="card">
        <h3>Open a view</h3>
        <div className="actions">
          <button type="button" className="button" onClick={() => open()}>
            Open the modal
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => open({ view: 'Networks' })}
          >
            Networks view
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => open({ view: 'AllWallets' })}
          >
            All wallets view
          </button>
        </div>
      </div>
      <div className="card">
        <h3>What the app sees</h3>
        <dl className="facts">
          <dt>Status</dt>
          <dd data-testid="modal-status">{status}</dd>
          <dt>Wallet</dt>
          <dd>{walletInfo?.name ?? '—'}</dd>
          <dt>Address</dt>
          <dd>
            <code>{address ?? '—'}</code>
          </dd>
          <dt>CAIP-10</dt>
          <dd>
            <code>{caipAddress ?? '—'}</code>
          </dd>
          <dt>Network</dt>
          <dd>{caipNetwork?.name ?? '—'}</dd>
          <dt>Balance</dt>
          <dd data-testid="modal-balance">
            {balance.data
              ? `${balance.data.formatted} ${balance.data.symbol}`
              : status === 'connected'
                ? '…'
                : '—'}
          </dd>
        </dl>
      </div>
    </Page>
  )
}
