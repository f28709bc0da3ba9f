import { trackError, trackEvent } from '../actions/trackEvent.ts'
import type { AppKit } from '../appKit.ts'
import { refetchPortfolio } from '../balances/refetchPortfolio.ts'
import { getCapabilities, isAtomic } from '../batches/getCapabilities.ts'
import { sendCalls } from '../batches/sendCalls.ts'
import { waitForCallsStatus } from '../batches/waitForCallsStatus.ts'
import { ConnectionError, connectionErrorMessages } from '../errors/domain.ts'
import { requireFeature } from '../options/requireFeature.ts'
import { portfolioQueryOptions } from '../queries/portfolioQueryOptions.ts'
import { restClient } from '../rest/restClient.ts'
import { transactionExplorerUrl } from '../send/transactionExplorerUrl.ts'
import type { TokenBalance } from '../state/types.ts'
import { wait } from '../timing/clock.ts'
import { oneAtATime } from '../utils/oneAtATime.ts'
import { isNativeSwapToken } from './isNativeSwapToken.ts'
import { swapBalance } from './swapBalance.ts'
import { SwapInputError, swapInputErrorMessages } from './swapInputError.ts'
import { validateSwap } from './validateSwap.ts'

export type ExecuteSwapReturnType = {
  /** The swap transaction's hash. */
  hash: string
  /** The approval sent first, when the source token needed one. */
  approvalHash: string | undefined
  caipNetworkId: string
  explorerUrl: string | undefined
}

// How long the flow waits for the service to see an approval before it builds the swap (the
// service checks the allowance when it estimates): 20 reads a second apart, our choice.
const approvalReads = 20
const approvalReadDelayMs = 1_000

/**
 * The swap of the form: validate (swap network, tokens, amount, balance), then, for a token,
 * the allowance (`convert/allowance`) and when short an approval (`convert/build-approve`, sent
 * through the adapter's `sendTransaction`, then read back until the service sees it), then the
 * swap (`convert/build-transaction` with the form's slippage, sent the same way). Where the wallet
 * sends batches atomically on the swap's network, the approval and the swap go as one batch
 * instead: one prompt, both or neither. Emits `swap`
 * initiated / approved / success / error and the SWAP_* analytics events; both tokens' balances
 * are read again after it. A failure keeps the form and rejects. Calling again while one is in
 * flight returns the same promise: one swap.
 */
export const executeSwap: (appKit: AppKit) => Promise<ExecuteSwapReturnType> = oneAtATime(run)

async function run(appKit: AppKit): Promise<ExecuteSwapReturnType> {
  requireFeature(appKit, 'swaps')
  const { store, atoms } = appKit
  const state = store.get(atoms.swap)
  const network = store.get(atoms.activeCaipNetwork)
  const address = store.get(atoms.account('eip155')).address
  const portfolio = address
    ? appKit.queryClient.getQueryData<readonly TokenBalance[]>(
        portfolioQueryOptions(appKit, { address, network }).queryKey,
      )
    : undefined
  const valid = validateSwap({
    ...state,
    network,
    additionalSwapNetworks: appKit.options.additionalSwapNetworks,
    balance: swapBalance(portfolio, network, state.sourceToken)?.value,
  })
  if (!address) throw new SwapInputError(swapInputErrorMessages.notConnected)
  const adapter = appKit.adapters.eip155
  if (!adapter) throw new ConnectionError(connectionErrorMessages.chainAdapterNotFound, { details: 'eip155' })
  const sendTransaction = adapter.sendTransaction?.bind(adapter)
  if (!sendTransaction) throw new SwapInputError(swapInputErrorMessages.cannotSend)

  const user = `${valid.network.caipNetworkId}:${address}`
  const properties = {
    network: valid.network.caipNetworkId,
    swapFromToken: valid.from.symbol,
    swapToToken: valid.to.symbol,
    swapFromAmount: state.sourceTokenAmount,
  }
  const send = async (tx: { to: string; data: string; value: bigint }) => {
    const answer: unknown = await sendTransaction({
      from: address,
      to: tx.to,
      data: tx.data,
      value: tx.value,
      network: valid.network,
    })
    if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer))
      throw new SwapInputError(swapInputErrorMessages.invalidAnswer, {
        details: `The wallet answered ${JSON.stringify(answer)?.slice(0, 100)}`,
      })
    return answer
  }

  appKit.emitter.emit('swap', { status: 'initiated', caipNetworkId: valid.network.caipNetworkId })
  void trackEvent(appKit, { event: 'SWAP_INITIATED', properties })
  let approvalHash: string | undefined
  let hash: string
  try {
    const rest = await restClient()
    const buildSwap = (estimate: boolean) =>
      rest.buildSwapTransaction(appKit, {
        from: valid.from.address,
        to: valid.to.address,
        userAddress: user,
        amount: valid.amount,
        slippage: state.slippage,
        estimate,
      })
    // Set when the approval and the swap went as one batch: the hash of the transaction of both.
    let batchHash: string | undefined
    if (!isNativeSwapToken(valid.from)) {
      const allowance = await rest.getSwapAllowance(appKit, {
        tokenAddress: valid.from.address,
        userAddress: user,
      })
      if (allowance < valid.amount) {
        store.set(atoms.swap, (current) => ({ ...current, step: 'approving' }))
        const approve = await rest.buildSwapApprove(appKit, {
          from: valid.from.address,
          to: valid.to.address,
          userAddress: user,
          amount: valid.amount,
        })
        if (adapter.sendCalls && isAtomic(await getCapabilities(appKit), valid.network)) {
          batchHash = await sendAsOne(appKit, [approve, await buildSwap(false)])
          approvalHash = batchHash
        } else approvalHash = await send(approve)
        appKit.emitter.emit('swap', {
          status: 'approved',
          caipNetworkId: valid.network.caipNetworkId,
          hash: approvalHash,
        })
        if (!batchHash) await waitForAllowance(appKit, valid.from.address, user, valid.amount)
      }
    }
    store.set(atoms.swap, (current) => ({ ...current, step: 'swapping' }))
    hash = batchHash ?? (await send(await buildSwap(true)))
  } catch (error) {
    store.set(atoms.swap, (current) => ({ ...current, step: 'idle' }))
    appKit.emitter.emit('swap', { status: 'error', caipNetworkId: valid.network.caipNetworkId, error })
    void trackError(appKit, 'SWAP_ERROR', properties, error)
    throw error
  }

  appKit.emitter.emit('swap', { status: 'success', caipNetworkId: valid.network.caipNetworkId, hash })
  void trackEvent(appKit, { event: 'SWAP_SUCCESS', properties: { ...properties, hash } })
  // Both tokens moved: the service must read them from the chain again (forceUpdate), and the
  // quote and allowance of the old form are stale.
  refetchPortfolio(appKit, {
    address,
    network: valid.network,
    forceUpdate: [valid.from.address, valid.to.address],
    afterTransaction: true,
  }).catch(() => {})
  void appKit.queryClient.invalidateQueries({ queryKey: ['openappkit', 'swapAllowance'] })
  void appKit.queryClient.invalidateQueries({ queryKey: ['openappkit', 'swapQuote'] })
  store.set(atoms.swap, (current) => ({ ...current, sourceTokenAmount: '', step: 'idle' }))
  return {
    hash,
    approvalHash,
    caipNetworkId: valid.network.caipNetworkId,
    explorerUrl: transactionExplorerUrl(valid.network, hash),
  }
}

/** Approval and swap in one atomic batch: one prompt, both or neither; resolves with its transaction hash. */
async function sendAsOne(appKit: AppKit, calls: { to: string; data: string; value: bigint }[]) {
  const { id } = await sendCalls(appKit, { calls })
  const status = await waitForCallsStatus(appKit, id)
  const hash = status.receipts.at(-1)?.transactionHash
  if (status.status !== 'success' || !hash)
    throw new SwapInputError(swapInputErrorMessages.batchFailed, {
      details: `Batch ${id} ended as ${status.status}`,
    })
  return hash
}

async function waitForAllowance(appKit: AppKit, tokenAddress: string, userAddress: string, amount: bigint) {
  for (let read = 0; read < approvalReads; read++) {
    if ((await (await restClient()).getSwapAllowance(appKit, { tokenAddress, userAddress })) >= amount) return
    await wait(appKit.clock, approvalReadDelayMs)
  }
  throw new SwapInputError(swapInputErrorMessages.approvalNotSeen)
}
