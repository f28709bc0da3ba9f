import { createPublicClient, type Hex, http, isAddressEqual, type TransactionReceipt, toHex } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'

type Where = { chainId: number; rpcUrl: string; bundlerUrl: string | undefined }

/**
 * A batch id of the EOA: the hashes of its transactions, one after the other, so the frame can
 * look it up after a reload with nothing stored. The smart account's id is its user operation's
 * hash.
 */
export const eoaBatchId = (hashes: readonly Hex[]): Hex => `0x${hashes.map((h) => h.slice(2)).join('')}`

/**
 * EIP-5792's status of a batch this login sent, from either of its accounts (the id stays valid
 * after a switch of account type): the user operation's receipt, or each transaction's. An id this
 * login did not send is an "Unknown bundle id", so no app reads another wallet's batch through it.
 */
export async function callsStatus(
  id: unknown,
  senders: readonly Hex[],
  { chainId, rpcUrl, bundlerUrl }: Where,
): Promise<unknown> {
  const unknown = () => new Error(`Unknown bundle id: ${String(id)}`)
  if (typeof id !== 'string' || !/^0x(?:[0-9a-fA-F]{64})+$/.test(id)) throw unknown()
  const ours = (address: Hex | null | undefined) =>
    !!address && senders.some((s) => isAddressEqual(s, address))
  const hashes = (id.slice(2).match(/.{64}/g) ?? []).map((h) => `0x${h}` as Hex)
  const answer = (status: number, atomic: boolean, receipts: TransactionReceipt[]) => ({
    version: '2.0.0',
    id,
    chainId: toHex(chainId),
    status,
    atomic,
    receipts: receipts.map((r) => ({
      logs: r.logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: r.status === 'success' ? '0x1' : '0x0',
      blockHash: r.blockHash,
      blockNumber: toHex(r.blockNumber),
      gasUsed: toHex(r.gasUsed),
      transactionHash: r.transactionHash,
    })),
  })

  const [first] = hashes
  if (hashes.length === 1 && first && bundlerUrl) {
    const bundler = createBundlerClient({ transport: http(bundlerUrl, { retryCount: 0 }) })
    const operation = await bundler.getUserOperationReceipt({ hash: first }).catch(() => undefined)
    if (operation) {
      if (!ours(operation.sender)) throw unknown()
      return answer(operation.success ? 200 : 500, true, [operation.receipt])
    }
  }
  const chain = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const sent = await Promise.all(hashes.map((hash) => chain.getTransaction({ hash }).catch(() => undefined)))
  if (!sent.every((tx) => ours(tx?.from))) throw unknown()
  const receipts = await Promise.all(
    hashes.map((hash) => chain.getTransactionReceipt({ hash }).catch(() => undefined)),
  )
  const done = receipts.filter((r): r is TransactionReceipt => !!r)
  const succeeded = done.filter((r) => r.status === 'success').length
  // Pending while one is not mined; then confirmed, reverted whole, or partly (not atomic).
  const status =
    done.length < hashes.length ? 100 : succeeded === done.length ? 200 : succeeded === 0 ? 500 : 600
  return answer(status, false, done)
}
