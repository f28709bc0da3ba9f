import type { AppKit } from '../appKit.ts'
import {
  abandonReason,
  beginAttempt,
  endAttempt,
  ownsNamespace,
  untilAbandoned,
} from '../lifecycle/attempts.ts'
import { checkConnectionResult, InvalidConnectionResultError } from '../lifecycle/checkConnectionResult.ts'
import { dismissLateConnection } from '../lifecycle/dismissLateConnection.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { assertAdapterExists } from '../validators/assertNamespace.ts'
import { applyConnectionResult } from './applyConnection.ts'
import { type GetAccountReturnType, getAccount } from './getAccount.ts'
import { requireLegalConsent } from './legalConsent.ts'

export type ConnectParameters = {
  connectorId: string
  /** Defaults to the namespace of `network`, else the active namespace. */
  namespace?: ChainNamespace | undefined
  network?: CaipNetwork | undefined
  /**
   * Aborting it abandons the attempt: the status goes back at once, the promise rejects with
   * `ConnectionAbandonedError`, and a late approval from the wallet is ended on the wallet side.
   */
  signal?: AbortSignal | undefined
}

/**
 * Connects through a namespace adapter. The status is `connecting` while the wallet decides.
 * Only the namespace's latest attempt may change state (see the README's connection lifecycle):
 * a connect that another connect, a disconnect, `cancelConnect` or its `signal` has replaced
 * rejects with `ConnectionAbandonedError` and changes nothing, even when its wallet approves
 * later (that session is then ended on the wallet side). A refusal of the latest attempt rejects
 * with the adapter's error (also emitted as an `error` event) and leaves the namespace as it was.
 */
export function connect(appKit: AppKit, parameters: ConnectParameters): Promise<GetAccountReturnType> {
  return connectAttempt(appKit, parameters)
}

/**
 * Internal (connectWallet): `connect`, with `onAdopt` run in the same synchronous step in which
 * the result becomes state, so what the caller writes beside it cannot belong to another attempt.
 */
export async function connectAttempt(
  appKit: AppKit,
  parameters: ConnectParameters,
  onAdopt?: (account: GetAccountReturnType) => void,
): Promise<GetAccountReturnType> {
  const namespace =
    parameters.namespace ??
    parameters.network?.chainNamespace ??
    appKit.store.get(appKit.atoms.activeNamespace) ??
    appKit.options.defaultNetwork.chainNamespace
  const adapter = assertAdapterExists(appKit.adapters, namespace)
  requireLegalConsent(appKit)
  const accountAtom = appKit.atoms.account(namespace)
  const putBack = () =>
    appKit.store.set(accountAtom, (current) => ({
      ...current,
      status: current.address ? 'connected' : 'disconnected',
    }))
  const attempt = beginAttempt(appKit, {
    namespace,
    kind: 'connect',
    connectorId: parameters.connectorId,
    signal: parameters.signal,
    onCancel: putBack,
  })
  appKit.store.set(accountAtom, (current) => ({ ...current, status: 'connecting' }))
  let answer: unknown
  try {
    answer = await untilAbandoned(
      attempt,
      adapter.connect({
        connectorId: parameters.connectorId,
        network: parameters.network,
        signal: attempt.signal,
        accountType: appKit.store.get(accountAtom).preferredAccountType,
      }),
      () => dismissLateConnection(appKit, namespace, parameters.connectorId),
    )
  } catch (error) {
    if (!ownsNamespace(appKit, attempt)) throw abandonReason(attempt)
    endAttempt(appKit, attempt)
    putBack()
    appKit.emitter.emit('error', { error, source: 'connect' })
    throw error
  }
  if (!ownsNamespace(appKit, attempt)) {
    dismissLateConnection(appKit, namespace, parameters.connectorId)
    throw abandonReason(attempt)
  }
  endAttempt(appKit, attempt)
  let result: ReturnType<typeof checkConnectionResult>
  try {
    result = checkConnectionResult(answer)
    // A restore may find no account (the wallet forgot the site); a connect that "succeeds" with
    // none would write Recent and wallet info for nothing and resolve disconnected.
    if (result.accounts.length === 0)
      throw new InvalidConnectionResultError('The wallet connected no account')
  } catch (error) {
    // Whatever the wallet connected, we cannot use it: end it rather than leave it half open.
    dismissLateConnection(appKit, namespace, parameters.connectorId)
    putBack()
    appKit.emitter.emit('error', { error, source: 'connect' })
    throw error
  }
  applyConnectionResult(appKit, namespace, result)
  const account = getAccount(appKit, { namespace })
  onAdopt?.(account)
  return onAdopt ? getAccount(appKit, { namespace }) : account
}
