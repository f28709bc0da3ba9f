// The REST client's public functions. Their code (requests, response schemas, error mapping) is
// a chunk of its own, fetched with an app's first call rather than with the app: an app that
// never opens the modal or asks for a balance downloads none of it. Nothing outside rest/client/
// imports that folder's code but this file, through import() (exports/index.ts takes types only):
// packages/react/test/bundle.test.ts fails when the client lands in an app's first chunks.
import type { OnrampOptionsResponse, OnrampQuoteResponse } from '../api/onramp.ts'
import type { RegisterNameResponse } from '../api/profile.ts'
import type { BuildSwapApproveParameters } from './client/buildSwapApprove'
import type { BuildSwapTransactionParameters } from './client/buildSwapTransaction'
import type { GenerateOnrampUrlParameters } from './client/generateOnrampUrl'
import type { GetAnalyticsConfigParameters, GetAnalyticsConfigReturnType } from './client/getAnalyticsConfig'
import type { GetBalancesParameters, GetBalancesReturnType } from './client/getBalances'
import type { GetFungiblePricesParameters, GetFungiblePricesReturnType } from './client/getFungiblePrices'
import type { GetGasPriceParameters, GetGasPriceReturnType } from './client/getGasPrice'
import type { GetHistoryParameters, GetHistoryReturnType } from './client/getHistory'
import type { GetIdentityParameters, GetIdentityReturnType } from './client/getIdentity'
import type { GetNameRecordParameters, GetNameRecordReturnType } from './client/getNameRecord'
import type { GetNameSuggestionsParameters, GetNameSuggestionsReturnType } from './client/getNameSuggestions'
import type { GetOnrampOptionsParameters } from './client/getOnrampOptions'
import type { GetOnrampQuoteParameters } from './client/getOnrampQuote'
import type { GetSmartSessionsParameters, GetSmartSessionsReturnType } from './client/getSmartSessions'
import type { GetSwapAllowanceParameters } from './client/getSwapAllowance'
import type { GetSwapQuoteParameters, GetSwapQuoteReturnType } from './client/getSwapQuote'
import type { GetSwapTokensParameters, GetSwapTokensReturnType } from './client/getSwapTokens'
import type { GetWalletsParameters, GetWalletsReturnType } from './client/getWallets'
import type { PostNameRecordParameters } from './client/postNameRecord'
import type { PostRevokeSmartSessionParameters } from './client/postRevokeSmartSession'
import type { RestRequestParameters } from './client/restRequest'
import type { ReverseLookupNameParameters, ReverseLookupNameReturnType } from './client/reverseLookupName'
import type { SendAnalyticsEventParameters } from './client/sendAnalyticsEvent'
import type { BuiltSwapTransaction } from './client/toBuiltTransaction'
import type { RestContext } from './restUrl'

const load = () => import('./client/index')

/**
 * The one HTTP path of every REST client: `fetch` only, JSON in and out. A non-ok answer throws
 * "HTTP status code: N" (with the service's first reason as details); a body that fails its
 * schema throws `InvalidResponseError` rather than reaching state half-formed.
 */
export async function restRequest<T = undefined, R = T>(
  context: RestContext,
  parameters: RestRequestParameters<T, R>,
): Promise<R> {
  return (await load()).restRequest(context, parameters)
}

/** GET /getAnalyticsConfig: whether the project has analytics on (absent or null reads as off). */
export async function getAnalyticsConfig(
  context: RestContext,
  parameters: GetAnalyticsConfigParameters = {},
): Promise<GetAnalyticsConfigReturnType> {
  return (await load()).getAnalyticsConfig(context, parameters)
}

/**
 * GET /v1/account/{address}/balance: the native coin and tokens an address holds, priced. A
 * malformed holding, or one whose chain cannot be told, is left out (and reported).
 */
export async function getBalances(
  context: RestContext,
  parameters: GetBalancesParameters,
): Promise<GetBalancesReturnType> {
  return (await load()).getBalances(context, parameters)
}

/** POST /v1/fungible/price: USD prices of tokens given as CAIP-10 ids; unknown tokens are left out. */
export async function getFungiblePrices(
  context: RestContext,
  parameters: GetFungiblePricesParameters,
): Promise<GetFungiblePricesReturnType> {
  return (await load()).getFungiblePrices(context, parameters)
}

/** GET /v1/convert/gas-price: wei per gas on an EVM chain. */
export async function getGasPrice(
  context: RestContext,
  parameters: GetGasPriceParameters,
): Promise<GetGasPriceReturnType> {
  return (await load()).getGasPrice(context, parameters)
}

/** GET /v1/account/{address}/history: one page of transactions, newest first, and the next page's cursor. */
export async function getHistory(
  context: RestContext,
  parameters: GetHistoryParameters,
): Promise<GetHistoryReturnType> {
  return (await load()).getHistory(context, parameters)
}

/** GET /v1/identity/{address}: the address's name and avatar. */
export async function getIdentity(
  context: RestContext,
  parameters: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  return (await load()).getIdentity(context, parameters)
}

/** GET /v1/profile/account/{name}?apiVersion=2: who a name points at, null for a free name. Fails with "Error resolving name". */
export async function getNameRecord(
  context: RestContext,
  parameters: GetNameRecordParameters,
): Promise<GetNameRecordReturnType> {
  return (await load()).getNameRecord(context, parameters)
}

/** GET /v1/profile/suggestions/{name}?zone=: the name asked for (taken or not), then free ones. */
export async function getNameSuggestions(
  context: RestContext,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  return (await load()).getNameSuggestions(context, parameters)
}

/** POST /v1/profile/account: registers a name with the address's signature of the message. */
export async function postNameRecord(
  context: RestContext,
  parameters: PostNameRecordParameters,
): Promise<RegisterNameResponse> {
  return (await load()).postNameRecord(context, parameters)
}

/** GET /v1/sessions/{caipAddress}: the smart sessions an account granted. */
export async function getSmartSessions(
  context: RestContext,
  parameters: GetSmartSessionsParameters,
): Promise<GetSmartSessionsReturnType> {
  return (await load()).getSmartSessions(context, parameters)
}

/** POST /v1/sessions/{caipAddress}/revoke with the pci and the account's signature of it. */
export async function postRevokeSmartSession(
  context: RestContext,
  parameters: PostRevokeSmartSessionParameters,
): Promise<void> {
  return (await load()).postRevokeSmartSession(context, parameters)
}

/** GET /getWallets: one page of the wallet directory (`data`) and the total (`count`). */
export async function getWallets(
  context: RestContext,
  parameters: GetWalletsParameters = {},
): Promise<GetWalletsReturnType> {
  return (await load()).getWallets(context, parameters)
}

/** GET /v1/profile/reverse/{address}?apiVersion=2: the names of an address, newest first; `[]` for none. */
export async function reverseLookupName(
  context: RestContext,
  parameters: ReverseLookupNameParameters,
): Promise<ReverseLookupNameReturnType> {
  return (await load()).reverseLookupName(context, parameters)
}

/** POST /e?projectId=&st=&sv=: one analytics event. The body is checked before it leaves. */
export async function sendAnalyticsEvent(
  context: RestContext,
  event: SendAnalyticsEventParameters,
): Promise<void> {
  return (await load()).sendAnalyticsEvent(context, event)
}

// -- swaps (convert) and buying (onramp) -------------------------------------------------------

/** GET /v1/convert/tokens: the tokens a chain can swap (decimals 0 and malformed ones left out). */
export async function getSwapTokens(
  context: RestContext,
  parameters: GetSwapTokensParameters,
): Promise<GetSwapTokensReturnType> {
  return (await load()).getSwapTokens(context, parameters)
}

/** GET /v1/convert/quotes: what an amount of one token buys of another. */
export async function getSwapQuote(
  context: RestContext,
  parameters: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  return (await load()).getSwapQuote(context, parameters)
}

/** GET /v1/convert/allowance: what the swap contract may spend of a token. */
export async function getSwapAllowance(
  context: RestContext,
  parameters: GetSwapAllowanceParameters,
): Promise<bigint> {
  return (await load()).getSwapAllowance(context, parameters)
}

/** GET /v1/convert/build-approve: the approval transaction a swap of a token needs. */
export async function buildSwapApprove(
  context: RestContext,
  parameters: BuildSwapApproveParameters,
): Promise<BuiltSwapTransaction> {
  return (await load()).buildSwapApprove(context, parameters)
}

/** POST /v1/convert/build-transaction: the swap transaction. */
export async function buildSwapTransaction(
  context: RestContext,
  parameters: BuildSwapTransactionParameters,
): Promise<BuiltSwapTransaction> {
  return (await load()).buildSwapTransaction(context, parameters)
}

/** GET /v1/onramp/options: currencies to buy and pay with, and payment limits. */
export async function getOnrampOptions(
  context: RestContext,
  parameters: GetOnrampOptionsParameters = {},
): Promise<OnrampOptionsResponse> {
  return (await load()).getOnrampOptions(context, parameters)
}

/** POST /v1/onramp/quote: what a fiat amount buys. */
export async function getOnrampQuote(
  context: RestContext,
  parameters: GetOnrampQuoteParameters,
): Promise<OnrampQuoteResponse> {
  return (await load()).getOnrampQuote(context, parameters)
}

/** POST /v1/generators/onrampurl: the provider's buy page (http(s) only). */
export async function generateOnrampUrl(
  context: RestContext,
  parameters: GenerateOnrampUrlParameters,
): Promise<string> {
  return (await load()).generateOnrampUrl(context, parameters)
}
