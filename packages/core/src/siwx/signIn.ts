import { closeModal } from '../actions/closeModal.ts'
import { pushView, replaceView } from '../actions/navigation.ts'
import { openModal } from '../actions/openModal.ts'
import { showToast } from '../actions/showToast.ts'
import type { NamespaceAdapter } from '../adapters/types.ts'
import { toastMessages } from '../alerts/toastMessages.ts'
import type { AppKit } from '../appKit.ts'
import { SiwxError, siwxErrorMessages } from '../errors/domain.ts'
import { isUserRejection } from '../errors/walletRefusal.ts'
import { activeSiwxAccount, sameSiwxAccount } from './activeSiwxAccount.ts'
import { sameAddress } from './checkSiwxSession.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import { requireSiwxAccount } from './requireSiwxAccount.ts'
import { sessionSignatureHolds } from './sessionSignatureHolds.ts'
import { isOnSignInView } from './signInViews.ts'
import { InvalidSiwxMessageError, SiwxAccountChangedError } from './siwxErrors.ts'
import { setSiwxState } from './siwxInstance.ts'
import type { SiwxSession } from './types.ts'

/**
 * Signs in the active account: the config makes the message, the wallet signs it, the config
 * stores (a server: verifies) the session. Asked from SIWXSignMessage, ConnectingSiwe shows while
 * the wallet decides; success closes the modal; a failure (a refusal: "Signature declined") shows
 * SIWXSignMessage again with the error. Throws, in this order: sign-in off, no account, no
 * network (or not the account's), no adapter to sign with.
 */
export async function signIn(appKit: AppKit): Promise<SiwxSession> {
  const { siwx, config, account } = requireSiwxAccount(appKit)
  const network = appKit.store.get(appKit.atoms.activeCaipNetwork)
  if (!network || network.caipNetworkId !== account.chainId) {
    throw new SiwxError(siwxErrorMessages.noActiveCaipNetworkOrClient, {
      details: `The active network is ${network?.caipNetworkId ?? 'none'}, the account's ${account.chainId}`,
    })
  }
  // The message's "ConnectionController client" is, here, the namespace's adapter.
  const adapter = appKit.adapters[account.namespace]
  if (typeof adapter?.signMessage !== 'function') {
    throw new SiwxError(siwxErrorMessages.noConnectionClient, {
      details: `No adapter that signs for ${account.namespace}`,
    })
  }
  const generation = ++siwx.generation
  const current = () => generation === siwx.generation && sameSiwxAccount(account, activeSiwxAccount(appKit))
  const fromModal = isOnSignInView(appKit)
  setSiwxState(appKit, 'signingIn')
  if (fromModal) pushView(appKit, 'ConnectingSiwe')
  try {
    const message: unknown = await config.createMessage({
      accountAddress: account.address,
      chainId: account.chainId,
    })
    const { data, text } = checkMessage(message, account)
    const signed = await signWithWallet(adapter, account.address, data, text)
    if (!current()) throw new SiwxAccountChangedError()
    const session: SiwxSession = { data, ...signed }
    if (!(await sessionSignatureHolds(appKit, account.namespace, session)))
      throw new InvalidSiwxMessageError(
        "The wallet's signature is not this account's signature of the message",
      )
    if (!current()) throw new SiwxAccountChangedError()
    await config.addSession(session)
    if (!current()) throw new SiwxAccountChangedError()
    setSiwxState(appKit, 'signedIn', session)
    if (isOnSignInView(appKit)) closeModal(appKit, { force: true })
    return session
  } catch (error) {
    if (generation === siwx.generation) {
      setSiwxState(appKit, 'signedOut', undefined, error)
      if (isUserRejection(error)) void showToast(appKit, toastMessages.signatureDeclined)
      if (fromModal || isOnSignInView(appKit)) {
        if (!appKit.store.get(appKit.atoms.modalOpen)) openModal(appKit, { view: 'SIWXSignMessage' })
        else replaceView(appKit, 'SIWXSignMessage')
      }
    }
    throw error
  }
}

/**
 * The wallet's own sign-in where the adapter has one (Solana's `solana:signIn`: the wallet writes
 * the text from the same fields), else our text signed with `signMessage`. What the wallet wrote
 * must still say this account and nonce, or it is not kept.
 */
async function signWithWallet(
  adapter: NamespaceAdapter,
  address: string,
  data: SiwxSession['data'],
  text: string,
): Promise<{ message: string; signature: string }> {
  const own: unknown = adapter.signIn ? await adapter.signIn({ address, data }) : null
  if (own !== null) {
    const { message, signature } = (own ?? {}) as { message?: unknown; signature?: unknown }
    const written = typeof message === 'string' ? parseSiwxMessage(message) : undefined
    if (
      typeof message !== 'string' ||
      typeof signature !== 'string' ||
      !signature ||
      written?.nonce !== data.nonce ||
      !sameAddress(data.chainId, written.accountAddress, address)
    ) {
      throw new InvalidSiwxMessageError("The wallet's sign-in does not sign this account's message")
    }
    return { message, signature }
  }
  const signature: unknown = await adapter.signMessage({ address, message: text })
  if (typeof signature !== 'string' || !signature) {
    throw new InvalidSiwxMessageError('The wallet answered without a signature')
  }
  return { message: text, signature }
}

function checkMessage(
  message: unknown,
  account: { chainId: string; address: string },
): { data: SiwxSession['data']; text: string } {
  const candidate = message as Partial<{ data: Partial<SiwxSession['data']>; message: unknown }> | null
  const data = candidate?.data
  const text = candidate?.message
  if (!data || typeof data !== 'object' || typeof text !== 'string' || !text) {
    throw new InvalidSiwxMessageError('createMessage must return { data, message }')
  }
  if (
    data.chainId !== account.chainId ||
    typeof data.accountAddress !== 'string' ||
    !sameAddress(account.chainId as never, data.accountAddress, account.address)
  ) {
    throw new InvalidSiwxMessageError('createMessage returned a message for another account or chain')
  }
  return { data: data as SiwxSession['data'], text }
}
