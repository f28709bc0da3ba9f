import type { AppKit } from '../appKit'
import { gcTimeFor } from '../queries/cacheLifetimes'
import { getOnrampOptions } from '../rest/restClient'
import { defaultOnrampOptions } from './onrampConstants'

// Ours: what can be bought changes on the scale of days.
const optionsLifetime = 10 * 60_000

/**
 * GET /v1/onramp/options; a failure, a garbage answer or the service switched off answers SPEC
 * §9's built-in defaults (`fromDefaults: true`), never an error.
 */
export function onrampOptionsQueryOptions(appKit: AppKit) {
  return {
    queryKey: ['openappkit', 'onrampOptions'] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }) => {
      if (appKit.options.services.blockchainApi === false)
        return { ...defaultOnrampOptions, fromDefaults: true }
      try {
        const options = await getOnrampOptions(appKit, { signal })
        if (options.paymentCurrencies.length === 0) return { ...defaultOnrampOptions, fromDefaults: true }
        return { ...options, fromDefaults: false }
      } catch (error) {
        if (signal?.aborted) throw error
        return { ...defaultOnrampOptions, fromDefaults: true }
      }
    },
    staleTime: optionsLifetime,
    gcTime: gcTimeFor(optionsLifetime),
    retry: false,
  }
}
