import { useEffect, useSyncExternalStore } from 'react'
import { describeRequest } from './describeRequest'
import { DEV_WALLET_NAME, devWalletAddresses, devWalletStore, installDevWallet } from './devWallet'

const NAMESPACE_LABEL = { eip155: 'EVM', solana: 'Solana' } as const

/**
 * The dev wallet on the page: its test accounts, and the request waiting for the user with
 * Approve and Reject, as an extension's popup would show it. Mounting it puts the wallet in the
 * page (EIP-6963 and Wallet Standard).
 */
export function DevWalletPanel() {
  useEffect(() => installDevWallet(), [])
  const prompts = useSyncExternalStore(
    devWalletStore.subscribe,
    devWalletStore.prompts,
    devWalletStore.prompts,
  )
  const autoApprove = useSyncExternalStore(
    devWalletStore.subscribe,
    devWalletStore.autoApprove,
    devWalletStore.autoApprove,
  )
  const [prompt] = prompts
  const summary = prompt ? describeRequest(prompt.namespace, prompt.request) : undefined
  return (
    <aside className="dev-wallet" data-waiting={prompt ? 'true' : 'false'} aria-labelledby="dev-wallet-title">
      <header className="dev-wallet__header">
        <h2 id="dev-wallet-title">{DEV_WALLET_NAME}</h2>
        <span className="badge badge--warning">Test keys</span>
      </header>
      {prompt && summary ? (
        <section className="dev-wallet__prompt" aria-labelledby="dev-wallet-request" aria-live="assertive">
          <p id="dev-wallet-request" className="dev-wallet__title">
            <span className="badge">{NAMESPACE_LABEL[prompt.namespace]}</span> {summary.title}
          </p>
          <p className="dev-wallet__origin">{location.origin} asks</p>
          {summary.details.map((detail) => (
            <pre key={detail} className="dev-wallet__detail">
              {detail}
            </pre>
          ))}
          <div className="dev-wallet__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => prompt.answer({ kind: 'refuse' })}
            >
              Reject
            </button>
            <button type="button" className="button" onClick={() => prompt.answer({ kind: 'approve' })}>
              Approve
            </button>
          </div>
          {prompts.length > 1 ? <p className="dev-wallet__more">{prompts.length - 1} more waiting</p> : null}
        </section>
      ) : (
        <p className="dev-wallet__idle">No request waiting.</p>
      )}
      {/* Compact while idle, so it covers little of the page or the modal. */}
      <details className="dev-wallet__info">
        <summary>Test accounts and settings</summary>
        <p className="dev-wallet__note">
          The devstack&apos;s public test accounts. Anyone can use these keys: never send anything of value to
          them.
        </p>
        <dl className="dev-wallet__accounts">
          <dt>EVM</dt>
          <dd>
            <code data-testid="dev-wallet-evm">{devWalletAddresses.evm}</code>
          </dd>
          <dt>Solana</dt>
          <dd>
            <code data-testid="dev-wallet-solana">{devWalletAddresses.solana}</code>
          </dd>
        </dl>
        <label className="dev-wallet__auto">
          <input
            type="checkbox"
            checked={autoApprove}
            onChange={(event) => devWalletStore.setAutoApprove(event.target.checked)}
          />{' '}
          Approve every request without asking
        </label>
      </details>
    </aside>
  )
}
