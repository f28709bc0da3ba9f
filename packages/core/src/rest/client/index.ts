// The REST client, loaded by ../restClient.ts with import() on the first call.
export { getBalances } from './getBalances'
export { getHistory } from './getHistory'
export { getIdentity } from './getIdentity'
export { getNameRecord } from './getNameRecord'
export { getWallets } from './getWallets'
export { restRequest } from './restRequest'
export { reverseLookupName } from './reverseLookupName'
export { sendAnalyticsEvent } from './sendAnalyticsEvent'
