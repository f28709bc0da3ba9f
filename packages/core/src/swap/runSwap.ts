// The swap flow's body, loaded by ./executeSwap.ts with import() on the first swap: an app whose
// first chunk reaches core's index does not carry it.
import { trackEvent } from '../actions/trackEvent'
import type { AppKit } from '../appKit'
import { refetchPortfolio } from '../balances/refetchPortfolio'
import { ConnectionError, connectionErrorMessages } from '../errors/domain'
import { portfolioQueryOptions } from '../queries/portfolioQueryOptions'
import { buildSwapApprove, buildSwapTransaction, getSwapAllowance } from '../rest/restClient'
import { transactionExplorerUrl } from '../send/transactionExplorerUrl'
import type { TokenBalance } from '../state/types'
import { wait } from '../timing/clock'
import type { ExecuteSwapReturnType } from './executeSwap'
import { isNativeSwapToken } from './isNativeSwapToken'
import { swapBalance } from './swapBalance'
import { SwapInputError, swapInputErrorMessages } from './swapInputError'
import { validateSwap } from './validateSwap'

// How long the flow waits for the service to see an approval before it builds the swap (the
// service checks the allowance when it estimates): 20 reads a second apart, our choice.
const approvalReads = 20
const approvalReadDelayMs = 1_000

/** The flow `executeSwap` describes, one run. */
export async function runSwap(appKit: AppKit): Promise<ExecuteSwapReturnType> {
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
    if (!isNativeSwapToken(valid.from)) {
      const allowance = await getSwapAllowance(appKit, {
        tokenAddress: valid.from.address,
        userAddress: user,
      })
      if (allowance < valid.amount) {
        store.set(atoms.swap, (current) => ({ ...current, step: 'approving' }))
        const approve = await buildSwapApprove(appKit, {
          from: valid.from.address,
          to: valid.to.address,
          userAddress: user,
          amount: valid.amount,
        })
        approvalHash = await send(approve)
        appKit.emitter.emit('swap', {
          status: 'approved',
          caipNetworkId: valid.network.caipNetworkId,
          hash: approvalHash,
        })
        await waitForAllowance(appKit, valid.from.address, user, valid.amount)
      }
    }
    store.set(atoms.swap, (current) => ({ ...current, step: 'swapping' }))
    const transaction = await buildSwapTransaction(appKit, {
      from: valid.from.address,
      to: valid.to.address,
      userAddress: user,
      amount: valid.amount,
      slippage: state.slippage,
    })
    hash = await send(transaction)
  } catch (error) {
    store.set(atoms.swap, (current) => ({ ...current, step: 'idle' }))
    appKit.emitter.emit('swap', { status: 'error', caipNetworkId: valid.network.caipNetworkId, error })
    void trackEvent(appKit, {
      type: 'error',
      event: 'SWAP_ERROR',
      properties: { ...properties, message: error instanceof Error ? error.message : String(error) },
    })
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

async function waitForAllowance(appKit: AppKit, tokenAddress: string, userAddress: string, amount: bigint) {
  for (let read = 0; read < approvalReads; read++) {
    if ((await getSwapAllowance(appKit, { tokenAddress, userAddress })) >= amount) return
    await wait(appKit.clock, approvalReadDelayMs)
  }
  throw new SwapInputError(swapInputErrorMessages.approvalNotSeen)
}
