import { formatUnits, shortenAddress } from '@openappkit/core/internal'
import { useEmbeddedApproval } from '../../hooks/useEmbeddedApproval.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { DetailRow } from '../components/DetailRow.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/**
 * A wallet request waits for approval; core refuses to close the modal until it settles. An
 * external wallet asks in its own window (a spinner here); the embedded wallet asks here, laid
 * out as Send's review: what is signed or sent, to whom, how much, on which network, then
 * Approve (the one accented action) over Reject.
 */
export default function ApproveTransactionView() {
  const messages = useMessages()
  const m = messages.approve
  const { request, summary, answered, approve, reject } = useEmbeddedApproval()
  const { networks } = useNetwork()
  if (!request || !summary || answered) {
    return (
      <div className="oak-center" aria-busy="true">
        <Spinner />
        <p className="oak-heading" role="status">
          {request ? m.working : m.title}
        </p>
      </div>
    )
  }
  // EVM requests carry the numeric id, Solana ones the CAIP-2 id.
  const network = networks.find(
    (n) => String(n.id) === String(request.chainId) || n.caipNetworkId === request.chainId,
  )
  const decimals = network?.nativeCurrency.decimals ?? 18
  const symbol = network?.nativeCurrency.symbol ?? ''
  const title = {
    signMessage: m.signMessage,
    signTypedData: m.signTypedData,
    signTransaction: m.signTransaction,
    sendTransaction: m.sendTransaction,
    sendCalls: m.sendCalls(summary.calls ?? 0),
    other: m.other(summary.method),
  }[summary.kind]
  return (
    <div className="oak-stack" data-testid="approve-transaction">
      <p className="oak-heading">{title}</p>
      {summary.message !== undefined ? (
        <p className="oak-details oak-message" data-testid="approve-message">
          {summary.message}
        </p>
      ) : null}
      <dl className="oak-details">
        {summary.to ? (
          <DetailRow term={m.to} title={summary.to} testId="approve-to">
            {shortenAddress(summary.to)}
          </DetailRow>
        ) : null}
        {summary.value !== undefined ? (
          <DetailRow term={m.value} testId="approve-value">
            {formatUnits(summary.value, decimals)} {symbol}
          </DetailRow>
        ) : null}
        {summary.data ? <DetailRow term={m.data}>{summary.data.slice(0, 10)}…</DetailRow> : null}
        {summary.transactions?.map((transaction, index) =>
          transaction ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the request shown
            <div key={index} className="oak-stack" data-testid="approve-solana-transaction">
              {transaction.transfers.map((transfer, t) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the request shown
                <div key={t} className="oak-stack" data-testid="approve-transfer">
                  <DetailRow term={m.to} title={transfer.to}>
                    {shortenAddress(transfer.to)}
                  </DetailRow>
                  <DetailRow term={m.value}>
                    {formatUnits(transfer.lamports, decimals)} {symbol}
                  </DetailRow>
                </div>
              ))}
              <DetailRow term={m.feePayer} title={transaction.feePayer} testId="approve-fee-payer">
                {shortenAddress(transaction.feePayer)}
              </DetailRow>
              <DetailRow term={m.programs} testId="approve-programs">
                {transaction.programs.map((program) => (
                  <span key={program} title={program} className="oak-block">
                    {shortenAddress(program)}{' '}
                  </span>
                ))}
              </DetailRow>
            </div>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the request shown
            <dd key={index} className="oak-error" data-testid="approve-unreadable">
              {m.unreadable}
            </dd>
          ),
        )}
        <DetailRow term={m.network} testId="approve-network">
          {network?.name ?? String(request.chainId)}
        </DetailRow>
      </dl>
      <button type="button" className="oak-button" data-variant="accent" onClick={approve}>
        {m.approve}
      </button>
      <button type="button" className="oak-button" onClick={reject}>
        {m.reject}
      </button>
    </div>
  )
}
