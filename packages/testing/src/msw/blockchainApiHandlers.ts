import { testApi } from '../vitest/createTestAppKit.ts'
import { type Answer, answer, baseOf } from './answer.ts'
import { fixtures } from './fixtures.ts'

export type BlockchainApiHandlersParameters = {
  /** The data service's base URL (the app's `services.blockchainApi`); `testApi` by default. */
  url?: string | undefined
  /** GET /v1/account/{address}/balance. By default an EVM or a Solana portfolio, after the asked `chainId`. */
  balances?: Answer
  /** GET /v1/account/{address}/history: one page of transactions. */
  history?: Answer
  /** GET /v1/identity/{address}: the address's name and avatar. */
  identity?: Answer
  /** GET /v1/profile/account/{name}: a name's record. */
  nameRecord?: Answer
  /** GET /v1/profile/reverse/{address}: the names of an address. */
  reverseNames?: Answer
}

const portfolio: Answer = ({ url }) =>
  url.searchParams.get('chainId')?.startsWith('solana:') ? fixtures.balanceSolana : fixtures.balanceEvm

/**
 * msw handlers answering like the hosted data service's account calls (balances, history,
 * identity, names), with its real-shaped answers unless the test gives its own.
 */
export function blockchainApiHandlers(parameters: BlockchainApiHandlersParameters = {}) {
  const base = baseOf(parameters.url ?? testApi)
  return [
    answer('get', `${base}/v1/account/:address/balance`, parameters.balances ?? portfolio),
    answer('get', `${base}/v1/account/:address/history`, parameters.history ?? fixtures.history),
    answer('get', `${base}/v1/identity/:address`, parameters.identity ?? fixtures.identity),
    answer('get', `${base}/v1/profile/account/:name`, parameters.nameRecord ?? fixtures.namesRecord),
    answer('get', `${base}/v1/profile/reverse/:address`, parameters.reverseNames ?? fixtures.namesReverse),
  ]
}
