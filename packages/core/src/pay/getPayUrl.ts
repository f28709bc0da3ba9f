import type { AppKit } from '../appKit.ts'
import { requireFeature } from '../options/requireFeature.ts'
import { restClient } from '../rest/restClient.ts'
import { type PayParameters, validatePay } from './validatePay.ts'

export type GetPayUrlParameters = PayParameters & { exchangeId: string; signal?: AbortSignal | undefined }

/**
 * The exchange's page where the person pays, with the session id to poll, after the same checks
 * as `pay` (nothing is asked of the exchange for a payment they refuse).
 */
export async function getPayUrl(
  appKit: AppKit,
  parameters: GetPayUrlParameters,
): Promise<{ url: string; sessionId: string }> {
  requireFeature(appKit, 'pay')
  const payment = validatePay(appKit.networks, parameters)
  return (await restClient()).createPaySession(appKit, {
    exchangeId: parameters.exchangeId,
    network: payment.network.caipNetworkId,
    asset: payment.asset.asset,
    amount: payment.displayAmount,
    recipient: payment.recipient,
    signal: parameters.signal,
  })
}
