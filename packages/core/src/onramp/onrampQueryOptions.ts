import type {
  OnrampOptionsResponse,
  OnrampQuoteResponse,
  PaymentCurrency,
  PurchaseCurrency,
} from '../api/onramp.ts'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { cachedFor } from '../queries/cacheLifetimes.ts'
import { restClient } from '../rest/restClient.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { fetchOnrampQuote } from './fetchOnrampQuote.ts'
import { defaultOnrampOptions } from './onrampConstants.ts'
import type { OnrampPaymentLimit } from './onrampSelection.ts'
import { onrampNetworkName } from './onrampUrlBody.ts'
import { validateOnrampAmount } from './validateOnrampAmount.ts'

// Ours: what can be bought changes on the scale of days.
const optionsLifetime = 10 * 60_000

/** What can be bought and paid with; `fromDefaults` when it is the built-in set. */
export type OnrampOptions = OnrampOptionsResponse & { fromDefaults: boolean }

/**
 * GET /v1/onramp/options; a failure, a garbage answer or the service switched off answers the
 * built-in defaults (`fromDefaults: true`), never an error.
 */
export function onrampOptionsQueryOptions(appKit: AppKit) {
  return {
    queryKey: ['openappkit', 'onrampOptions'] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<OnrampOptions> => {
      if (appKit.options.services.blockchainApi === false)
        return { ...defaultOnrampOptions, fromDefaults: true }
      try {
        const options = await (await restClient()).getOnrampOptions(appKit, { signal })
        if (options.paymentCurrencies.length === 0) return { ...defaultOnrampOptions, fromDefaults: true }
        return { ...options, fromDefaults: false }
      } catch (error) {
        if (signal?.aborted) throw error
        return { ...defaultOnrampOptions, fromDefaults: true }
      }
    },
    ...cachedFor(optionsLifetime),
  }
}

// Ours: a quote is fresh for 15 s and read again every 30 s while it is shown.
const quoteLifetime = 15_000
const quoteRefresh = 30_000

export type OnrampQuoteQueryParameters = {
  network: CaipNetwork | undefined
  purchaseCurrency: PurchaseCurrency | undefined
  paymentCurrency: PaymentCurrency | undefined
  /** Fiat, as typed; the query runs only for an amount within the payment method's limits. */
  amount: string
  /** Whose limits apply; the payment currency's first method by default. */
  paymentMethod?: OnrampPaymentLimit | undefined
}

export type OnrampQuote = OnrampQuoteResponse & {
  /**
   * A failed quote is a placeholder: the amount paid in, nothing known about what it
   * buys (`purchaseAmount` 0), with the service's `reason`. The provider's page still prices it.
   */
  placeholder: boolean
  reason?: string | undefined
}

/** POST /v1/onramp/quote for the form; a failure answers a placeholder quote, never an error. */
export function onrampQuoteQueryOptions(appKit: AppKit, parameters: OnrampQuoteQueryParameters) {
  const { network, purchaseCurrency, paymentCurrency, amount } = parameters
  const paymentMethod = parameters.paymentMethod ?? paymentCurrency?.payment_method_limits[0]
  const valid =
    orUndefined(() => validateOnrampAmount(amount, { purchaseCurrency, paymentCurrency, paymentMethod })) !==
    undefined
  const networkName = network ? onrampNetworkName(network) : ''
  return {
    queryKey: [
      'openappkit',
      'onrampQuote',
      { purchase: purchaseCurrency?.id, payment: paymentCurrency?.id, amount, network: networkName },
    ] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<OnrampQuote> =>
      fetchOnrampQuote(appKit, { purchaseCurrency, paymentCurrency, amount, networkName, signal }),
    enabled:
      appKit.options.features.onramp &&
      appKit.options.services.blockchainApi !== false &&
      valid &&
      Boolean(network),
    ...cachedFor(quoteLifetime),
    refetchInterval: quoteRefresh,
  }
}
