import { formatUnits, shortenAddress } from '@openappkit/core/internal'
import { useEmbeddedApproval } from '../../hooks/useEmbeddedApproval.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { DetailRow } from '../components/DetailRow.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/**
 * A wallet request waits for approval; core refuses to close the modal until it settles. An
 * external wallet asks in its own window (a spinner here); the embedded wallet asks here: what
 * is signed or sent, to whom, how much, on which network, with Approve and Reject.
 */
export default function ApproveTransactionView() {
  const messages = useMessages()
  const { request, summary, answered, approve, reject } = useEmbeddedApproval()
  const { networks } = useNetwork()
  if (!request || !summary || answered) {
    return (
      <div className="oak-center">
        <Spinner />
        <p className="oak-heading">{request ? messages.approve.working : messages.approve.title}</p>
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
    signMessage: messages.approve.signMessage,
    signTypedData: messages.approve.signTypedData,
    signTransaction: messages.approve.signTransaction,
    sendTransaction: messages.approve.sendTransaction,
    sendCalls: messages.approve.sendCalls(summary.calls ?? 0),
    other: messages.approve.other(summary.method),
  }[summary.kind]
  return (
    <div className="oak-stack" data-testid="approve-transaction">
      <div className="oak-center">
        <p className="oak-heading">{title}</p>
      </div>
      {summary.message !== undefined ? (
        <p className="oak-body oak-details" data-testid="approve-message">
          {summary.message}
        </p>
      ) : null}
      <dl className="oak-details">
        {summary.to ? (
          <DetailRow term={messages.approve.to} title={summary.to} testId="approve-to">
            {shortenAddress(summary.to)}
          </DetailRow>
        ) : null}
        {summary.value !== undefined ? (
          <DetailRow term={messages.approve.value} testId="approve-value">
            {formatUnits(summary.value, decimals)} {symbol}
          </DetailRow>
        ) : null}
        {summary.data ? (
          <DetailRow term={messages.approve.data}>{summary.data.slice(0, 10)}…</DetailRow>
        ) : null}
        {summary.transactions?.map((transaction, index) =>
          transaction ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the request shown
            <div key={index} className="oak-stack" data-testid="approve-solana-transaction">
              {transaction.transfers.map((transfer, t) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the request shown
                <div key={t} className="oak-stack" data-testid="approve-transfer">
                  <DetailRow term={messages.approve.to} title={transfer.to}>
                    {shortenAddress(transfer.to)}
                  </DetailRow>
                  <DetailRow term={messages.approve.value}>
                    {formatUnits(transfer.lamports, decimals)} {symbol}
                  </DetailRow>
                </div>
              ))}
              <DetailRow
                term={messages.approve.feePayer}
                title={transaction.feePayer}
                testId="approve-fee-payer"
              >
                {shortenAddress(transaction.feePayer)}
              </DetailRow>
              <DetailRow term={messages.approve.programs} testId="approve-programs">
                {transaction.programs.map((program) => (
                  <span key={program} title={program}>
                    {shortenAddress(program)}{' '}
                  </span>
                ))}
              </DetailRow>
            </div>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the request shown
            <dd key={index} className="oak-body" data-testid="approve-unreadable">
              {messages.approve.unreadable}
            </dd>
          ),
        )}
        <DetailRow term={messages.approve.network} testId="approve-network">
          {network?.name ?? String(request.chainId)}
        </DetailRow>
      </dl>
      <div className="oak-row">
        <button type="button" className="oak-button" onClick={reject}>
          {messages.approve.reject}
        </button>
        <button type="button" className="oak-button" data-variant="accent" onClick={approve}>
          {messages.approve.approve}
        </button>
      </div>
    </div>
  )
}
