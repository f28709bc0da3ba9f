import { BaseError } from './base.ts'

/**
 * A wallet approved a session (WalletConnect) without any account on this namespace: the user
 * paired through it, but the wallet chose the others. The session is up for those; this
 * namespace stays disconnected. `connectWallet` goes on to the namespaces the wallet approved,
 * and only when `approved` names one: with none, going on would pair again (a second QR code).
 */
export class NamespaceNotApprovedError extends BaseError {
  override name = 'NamespaceNotApprovedError'
  static override readonly docsPath = '/errors#namespacenotapprovederror'
  readonly namespace: string
  /** The app's namespaces the session did approve; undefined when not known. */
  readonly approved: readonly string[] | undefined
  /** `approved`: the app's namespaces the session did approve, when known. */
  constructor(namespace: string, parameters: { approved?: readonly string[] | undefined } = {}) {
    const { approved } = parameters
    super(`The wallet approved no ${namespace} account`, {
      details: !approved
        ? undefined
        : approved.length
          ? `It approved ${approved.join(', ')} only`
          : 'It approved none of the namespaces the app asked for',
    })
    this.namespace = namespace
    this.approved = approved
  }
}
