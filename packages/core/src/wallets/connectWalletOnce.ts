import { type ConnectWalletParameters, connectWallet } from '../actions/connectWallet.ts'
import type { GetAccountReturnType } from '../actions/getAccount.ts'
import type { AppKit } from '../appKit.ts'
import { WalletNotInstalledError } from '../errors/walletNotInstalled.ts'

// Extension connects still waiting for the user, per instance, by wallet and namespace.
const waiting = new WeakMap<AppKit, Map<string, Promise<GetAccountReturnType>>>()

/**
 * `connectWallet`, except that choosing an extension wallet again while its request still waits
 * in the wallet joins that request instead of sending a second one: wallets answer a second
 * `eth_requestAccounts` with -32002 "already pending", and the user's later approval belongs to
 * the first. WalletConnect pairings are never joined: "New link" must make a new pairing. A
 * recent wallet whose extension is gone (`notInstalled`) is refused, not paired by QR.
 */
export function connectWalletOnce(
  appKit: AppKit,
  parameters: ConnectWalletParameters,
): Promise<GetAccountReturnType> {
  const { connector, notInstalled, name } = parameters.wallet
  if (notInstalled) return Promise.reject(new WalletNotInstalledError(name))
  if (!connector || connector.type === 'WALLET_CONNECT') return connectWallet(appKit, parameters)
  const byKey = waiting.get(appKit) ?? new Map<string, Promise<GetAccountReturnType>>()
  waiting.set(appKit, byKey)
  const key = `${connector.chain}:${connector.id}`
  const pending = byKey.get(key)
  if (pending) return pending
  const attempt = connectWallet(appKit, parameters).finally(() => {
    if (byKey.get(key) === attempt) byKey.delete(key)
  })
  byKey.set(key, attempt)
  return attempt
}
