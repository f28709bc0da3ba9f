// The REST client's public functions. Their code (requests, response schemas, error mapping) is
// a chunk of its own, fetched with an app's first call rather than with the app: an app that
// never opens the modal or asks for a balance downloads none of it. Nothing outside rest/client/
// imports that folder's code but this file, through import() (exports/index.ts takes types only):
// packages/react/test/bundle.test.ts fails when the client lands in an app's first chunks.
import type { GetAnalyticsConfigParameters, GetAnalyticsConfigReturnType } from './client/getAnalyticsConfig'
import type { GetBalancesParameters, GetBalancesReturnType } from './client/getBalances'
import type { GetFungiblePricesParameters, GetFungiblePricesReturnType } from './client/getFungiblePrices'
import type { GetGasPriceParameters, GetGasPriceReturnType } from './client/getGasPrice'
import type { GetHistoryParameters, GetHistoryReturnType } from './client/getHistory'
import type { GetIdentityParameters, GetIdentityReturnType } from './client/getIdentity'
import type { GetNameRecordParameters, GetNameRecordReturnType } from './client/getNameRecord'
import type { GetWalletsParameters, GetWalletsReturnType } from './client/getWallets'
import type { RestRequestParameters } from './client/restRequest'
import type { ReverseLookupNameParameters, ReverseLookupNameReturnType } from './client/reverseLookupName'
import type { SendAnalyticsEventParameters } from './client/sendAnalyticsEvent'
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
