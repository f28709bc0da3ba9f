'use client'
import {
  type BuyOnrampReturnType,
  cancelOnrampPurchase,
  type OnrampInputError,
  type OnrampProviderName,
  type OnrampSelection,
  type OnrampState,
  resetOnrampState,
  updateOnrampState,
} from '@openappkit/core'
import type { PaymentCurrency, PurchaseCurrency } from '@openappkit/core/api'
import {
  isRestrictedTimeZone,
  type OnrampProvider,
  onrampProviders,
  onrampSelection,
  onrampStateAtom,
  validateOnrampAmount,
} from '@openappkit/core/internal'
import {
  buyOnrampMutationOptions,
  type OnrampOptions,
  type OnrampQuote,
  onrampOptionsQueryOptions,
  onrampQuoteQueryOptions,
} from '@openappkit/core/query'
import {
  type MutationState,
  type UseQueryResult,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import { openBlankWindow } from './openBlankWindow.ts'
import { type QueryParameter, withQueryParameter } from './queryParameter.ts'
import { thrownBy } from './thrownBy.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useQueryTarget } from './useQueryTarget.ts'

export type UseOnrampParameters<TData = OnrampQuote> = {
  /** TanStack Query options over the quote (`select`, `enabled`, `refetchInterval`...). */
  query?: QueryParameter<OnrampQuote, TData> | undefined
}

export type UseOnrampReturnType<TData = OnrampQuote> = OnrampState &
  OnrampSelection & {
    setPurchaseCurrency: (id: string | undefined) => void
    setPaymentCurrency: (id: string | undefined) => void
    setPaymentMethod: (id: string | undefined) => void
    /** The fiat amount as typed (digits and one point). */
    setAmount: (amount: string) => void
    setProvider: (provider: OnrampProviderName) => void
    /** An empty form; stops watching a purchase under way. */
    reset: () => void
    /** What can be bought and paid with (the defaults when the service fails: `fromDefaults`). */
    options: OnrampOptions | undefined
    purchaseCurrencies: readonly PurchaseCurrency[]
    paymentCurrencies: readonly PaymentCurrency[]
    /** Coinbase and Meld with their fee ranges. */
    providers: readonly OnrampProvider[]
    /** The visitor is in a time zone where buying is unavailable. */
    restricted: boolean
    /** Why the form cannot go out as it stands (no amount, below or above the method's limits). */
    draftError: OnrampInputError | undefined
    /** The quote for the form; `data.placeholder` when the service had none. */
    quote: UseQueryResult<TData, Error>
    /**
     * Call it in the click: opens the provider's window at once (so popup blockers allow it),
     * then the purchase runs and `status` follows it until the coins arrived.
     */
    buy: () => void
    buyAsync: () => Promise<BuyOnrampReturnType>
    /** Stops watching for the purchase under way. */
    cancel: () => void
    status: 'idle' | 'pending' | 'success' | 'error'
    isPending: boolean
    error: Error | null
    result: BuyOnrampReturnType | undefined
  }

/**
 * Buying crypto through a provider, headless: the form (what to buy, what to
 * pay with and how, the amount, the provider) and its setters, the options (the defaults
 * when the service fails), the payment limits as `draftError`, the quote (a placeholder when the
 * service has none), the restricted time zone, and `buy`, which opens the provider's window in the
 * click and resolves when the coins arrived (history or balance), then the balance is fresh. The
 * form lives in the instance, so the modal's onramp views and the app's own screens share it.
 */
export function useOnramp<TData = OnrampQuote>(
  parameters: UseOnrampParameters<TData> = {},
): UseOnrampReturnType<TData> {
  const appKit = useAppKitInstance('useOnramp')
  const state = useAppKitAtom(appKit, onrampStateAtom(appKit))
  const { network } = useQueryTarget(appKit, {})
  const options = useQuery(onrampOptionsQueryOptions(appKit))
  const selection = onrampSelection(options.data, state, network?.id)
  const quote = useQuery(
    withQueryParameter(
      onrampQuoteQueryOptions(appKit, { network, ...selection, amount: state.amount }),
      parameters.query,
    ),
  ) as UseQueryResult<TData, Error>
  const queryClient = useQueryClient()
  const mutation = buyOnrampMutationOptions(appKit)
  const { mutate, mutateAsync } = useMutation(mutation)
  // The purchase as every component sees it: the modal starts it in one view and waits in another.
  const buying = useMutationState({
    filters: { mutationKey: mutation.mutationKey },
    select: (m) => m.state as MutationState<BuyOnrampReturnType, Error>,
  }).at(-1)
  const restricted = useMemo(() => isRestrictedTimeZone(), [])

  const draftError = options.data
    ? thrownBy<OnrampInputError>(() => validateOnrampAmount(state.amount, selection))
    : undefined
  const blocked = restricted || draftError !== undefined || state.provider !== 'coinbase'

  const setters = useMemo(
    () => ({
      setPurchaseCurrency: (purchaseCurrencyId: string | undefined) =>
        updateOnrampState(appKit, { purchaseCurrencyId }),
      setPaymentCurrency: (paymentCurrencyId: string | undefined) =>
        updateOnrampState(appKit, { paymentCurrencyId, paymentMethodId: undefined }),
      setPaymentMethod: (paymentMethodId: string | undefined) =>
        updateOnrampState(appKit, { paymentMethodId }),
      setAmount: (amount: string) => updateOnrampState(appKit, { amount }),
      setProvider: (provider: OnrampProviderName) => updateOnrampState(appKit, { provider }),
      reset: () => {
        cancelOnrampPurchase(appKit)
        resetOnrampState(appKit)
        const cache = queryClient.getMutationCache()
        for (const m of cache.findAll({ mutationKey: buyOnrampMutationOptions(appKit).mutationKey }))
          cache.remove(m)
      },
      cancel: () => cancelOnrampPurchase(appKit),
    }),
    [appKit, queryClient],
  )

  return {
    ...state,
    ...selection,
    ...setters,
    options: options.data,
    purchaseCurrencies: options.data?.purchaseCurrencies ?? [],
    paymentCurrencies: options.data?.paymentCurrencies ?? [],
    providers: onrampProviders,
    restricted,
    draftError,
    quote,
    // A form the SDK will refuse opens no window: the refusal comes back as `error`.
    buy: () => mutate({ window: blocked ? null : openBlankWindow() }),
    buyAsync: () => mutateAsync({ window: blocked ? null : openBlankWindow() }),
    status: buying?.status ?? 'idle',
    isPending: buying?.status === 'pending',
    error: buying?.error ?? null,
    result: buying?.data,
  }
}
