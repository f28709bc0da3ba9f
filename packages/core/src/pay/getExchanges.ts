import type { PayExchange } from '../api/pay.ts'
import type { AppKit } from '../appKit.ts'
import { requireFeature } from '../options/requireFeature.ts'
import { restClient } from '../rest/restClient.ts'

/** The exchanges a payment can be made from (the data service's list); none with the service off. */
export async function getExchanges(appKit: AppKit): Promise<readonly PayExchange[]> {
  requireFeature(appKit, 'pay')
  if (appKit.options.services.blockchainApi === false) return []
  return (await restClient()).getPayExchanges(appKit)
}
