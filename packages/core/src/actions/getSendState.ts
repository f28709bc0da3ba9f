import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { portfolioQueryOptions } from '../queries/portfolioQueryOptions.ts'
import { sendBalances } from '../send/sendBalances.ts'
import type { SendState, TokenBalance } from '../state/types.ts'
import { watchAtom } from './watchers.ts'

/**
 * The send draft, with `tokenBalances` and `networkBalanceInUSD` read from the portfolio query of
 * the active account and network as it is cached (nothing fetched: a getter has no side effects).
 */
export function getSendState(appKit: AppKit): SendState {
  const { store, atoms } = appKit
  const network = store.get(atoms.activeCaipNetwork)
  const address = network ? store.get(atoms.account(network.chainNamespace)).address : undefined
  const { queryKey } = portfolioQueryOptions(appKit, { address, network })
  const portfolio = appKit.queryClient.getQueryData<readonly TokenBalance[]>(queryKey)
  const draft = store.get(atoms.send)
  const last = lastRead.get(appKit)
  // The same object while nothing it is made of changed, as a stored state would be.
  if (last && last.draft === draft && last.portfolio === portfolio && last.network === network)
    return last.state
  const state = { ...draft, ...sendBalances(portfolio, network) }
  lastRead.set(appKit, { draft, portfolio, network, state })
  return state
}

const lastRead = new WeakMap<
  AppKit,
  {
    draft: SendState
    portfolio: readonly TokenBalance[] | undefined
    network: CaipNetwork | undefined
    state: SendState
  }
>()

/** Changes of the draft (token, amount, receiver, loading, lastRetry); balances change with the portfolio query. */
export function watchSendState(appKit: AppKit, onChange: (state: SendState, previous: SendState) => void) {
  return watchAtom(appKit, appKit.atoms.send, onChange)
}
