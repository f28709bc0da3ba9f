'use client'
import {
  isSwapNetwork,
  resetSwapState,
  type SwapArguments,
  type SwapToken,
  updateSwapState,
} from '@openappkit/core'
import {
  formatUnits,
  isNativeSwapToken,
  minimumReceived,
  resolveSwapArguments,
  swapBalance,
  validateSwap,
} from '@openappkit/core/internal'
import {
  swapAllowanceQueryOptions,
  swapGasPriceQueryOptions,
  swapMutationOptions,
  swapPricesQueryOptions,
  swapQuoteQueryOptions,
  swapTokensQueryOptions,
} from '@openappkit/core/query'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { thrownBy } from './thrownBy.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { usePortfolio } from './usePortfolio.ts'
import { useQueryTarget } from './useQueryTarget.ts'

// Our estimate of a swap's gas for the fee shown before the swap is built (the service builds
// the exact one only at the end): a router call through one pool, as the devstack's and
// typical aggregator swaps cost.
const estimatedSwapGas = 250_000n

/**
 * Swapping tokens on the active EVM network, headless: the form (tokens, amount,
 * slippage) and its setters, the network's tokens with the suggested and popular lists, the
 * quote (a placeholder when the service has none), USD values, the fee, whether an approval comes
 * first, and `swap` as a mutation (approve when needed, then swap; `step` says which). The form
 * lives in the instance, so the modal's Swap view and the app's own screens share it.
 */
export function useSwap() {
  const appKit = useAppKitInstance('useSwap')
  const state = useAppKitAtom(appKit, appKit.atoms.swap)
  const { address, network } = useQueryTarget(appKit, { namespace: 'eip155' })
  const supported = isSwapNetwork(network, appKit.options.additionalSwapNetworks)
  const tokens = useQuery(swapTokensQueryOptions(appKit, { network }))
  const quote = useQuery(
    swapQuoteQueryOptions(appKit, {
      network,
      address,
      from: state.sourceToken,
      to: state.toToken,
      amount: state.sourceTokenAmount,
    }),
  )
  const prices = useQuery(swapPricesQueryOptions(appKit, { tokens: [state.sourceToken, state.toToken] }))
  const gasPrice = useQuery(swapGasPriceQueryOptions(appKit, { network }))
  const allowance = useQuery(
    swapAllowanceQueryOptions(appKit, { network, address, token: state.sourceToken }),
  )
  const portfolio = usePortfolio()
  const swapping = useMutation(swapMutationOptions(appKit))
  const { mutate, mutateAsync, reset: resetSwapping } = swapping

  const sourceBalance = swapBalance(portfolio.data, network, state.sourceToken)
  const toBalance = swapBalance(portfolio.data, network, state.toToken)
  const setters = useMemo(
    () => ({
      setSourceToken: (sourceToken: SwapToken | undefined) => updateSwapState(appKit, { sourceToken }),
      setToToken: (toToken: SwapToken | undefined) => updateSwapState(appKit, { toToken }),
      setAmount: (sourceTokenAmount: string) => updateSwapState(appKit, { sourceTokenAmount }),
      setSlippage: (slippage: number) => updateSwapState(appKit, { slippage }),
      /** Source becomes target and back; the amount stays. */
      switchTokens: () => {
        const { sourceToken, toToken } = appKit.store.get(appKit.atoms.swap)
        updateSwapState(appKit, { sourceToken: toToken, toToken: sourceToken })
      },
      /** Presets the form from `open({ view: 'Swap', arguments })`; returns the tokens the list lacks. */
      applyArguments: (args: SwapArguments, list: readonly SwapToken[]) => {
        const { patch, unknown } = resolveSwapArguments(args, list)
        updateSwapState(appKit, patch)
        return unknown
      },
      reset: () => {
        resetSwapState(appKit)
        resetSwapping()
      },
    }),
    [appKit, resetSwapping],
  )

  const draftError = useMemo(
    () =>
      thrownBy(() =>
        validateSwap({
          ...state,
          network,
          additionalSwapNetworks: appKit.options.additionalSwapNetworks,
          balance: sourceBalance?.value,
        }),
      ),
    [state, network, appKit, sourceBalance?.value],
  )

  const q = quote.data
  const toDecimals = state.toToken?.decimals ?? 18
  const toAmount = q && !q.placeholder ? formatUnits(q.toAmount, toDecimals) : undefined
  const usd = (token: SwapToken | undefined, amount: string | undefined) => {
    const price = token ? prices.data?.[token.address.toLowerCase()] : undefined
    const value = Number(amount)
    return price === undefined || !amount || !Number.isFinite(value) ? undefined : (value * price).toFixed(2)
  }
  const needsApproval =
    state.sourceToken && !isNativeSwapToken(state.sourceToken) && allowance.data !== undefined && q
      ? allowance.data < q.fromAmount
      : false
  const fee = gasPrice.data === undefined ? undefined : formatUnits(gasPrice.data * estimatedSwapGas, 18)

  return {
    ...state,
    ...setters,
    /** Whether the active network offers swaps (core's swap networks plus `additionalSwapNetworks`). */
    supported,
    /** "Network not supported for Swaps" off the list, else why the form cannot go out as it is. */
    draftError,
    tokens: tokens.data?.tokens ?? [],
    suggestedTokens: tokens.data?.suggested ?? [],
    popularTokens: tokens.data?.popular ?? [],
    tokensError: tokens.error,
    tokensLoading: tokens.isLoading,
    /** The balances of both tokens (whole tokens) from the portfolio. */
    sourceTokenBalance: sourceBalance?.numeric,
    toTokenBalance: toBalance?.numeric,
    /** The quote; `placeholder` when the service had none (its `reason`). */
    quote: q,
    quoteLoading: quote.isFetching,
    /** What the swap is quoted to pay out (whole tokens); undefined for none or a placeholder. */
    toTokenAmount: toAmount,
    /** The least it may pay out with the slippage. */
    minimumReceived:
      q && !q.placeholder ? formatUnits(minimumReceived(q.toAmount, state.slippage), toDecimals) : undefined,
    /** How many target tokens one source token buys. */
    rate:
      toAmount && Number(state.sourceTokenAmount) > 0
        ? Number(toAmount) / Number(state.sourceTokenAmount)
        : undefined,
    sourceAmountInUsd: usd(state.sourceToken, state.sourceTokenAmount),
    toAmountInUsd: usd(state.toToken, toAmount),
    /** The estimated network fee in the native coin (the service's standard gas price). */
    fee,
    needsApproval,
    /** Approves when needed, then swaps; the outcome lands in `status`, `error`, `hash`. */
    swap: () => mutate(),
    swapAsync: () => mutateAsync(),
    status: swapping.status,
    isPending: swapping.isPending,
    error: swapping.error,
    hash: swapping.data?.hash,
    approvalHash: swapping.data?.approvalHash,
    explorerUrl: swapping.data?.explorerUrl,
  }
}

export type UseSwapReturnType = ReturnType<typeof useSwap>
