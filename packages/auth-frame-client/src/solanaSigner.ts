import type * as z from 'zod/mini'
import type { FrameClient } from './frameClient.ts'
import { ProviderRpcError } from './providerRpcError.ts'
import type { rpcParams } from './schemas.ts'
import { type FrameProviderHooks, sendWithApproval } from './sendWithApproval.ts'

/** The options of a send, as the frame client's schema reads them. */
export type SolanaSendOptions = NonNullable<
  z.input<ReturnType<typeof rpcParams>['solana_signAndSendTransaction']>['options']
>

/**
 * The Solana side of the embedded wallet: every call is one a user approves, so each
 * waits for `hooks.approve` before it goes to the frame. Messages, transactions and signatures
 * are base58, as the frame's Solana methods carry them; the options of a send are checked by the
 * client's schema before the user is asked (-32602: the approval never opens).
 */
export class FrameSolanaSigner {
  readonly #client: FrameClient
  readonly #hooks: FrameProviderHooks
  readonly #chainId: () => string
  #address: string | undefined

  /** `chainId`: the active cluster's CAIP-2 id (`solana:…`). */
  constructor(client: FrameClient, hooks: FrameProviderHooks, chainId: () => string) {
    this.#client = client
    this.#hooks = hooks
    this.#chainId = chainId
  }

  get address(): string | undefined {
    return this.#address
  }

  /** After a login (or restore) on a Solana cluster; undefined after sign-out. */
  setAddress(address: string | undefined): void {
    this.#address = address
  }

  async signMessage(message: string): Promise<string> {
    const pubkey = this.#requireAddress()
    return (await this.#send<{ signature: string }>('solana_signMessage', { message, pubkey })).signature
  }

  async signTransaction(transaction: string): Promise<string> {
    this.#requireAddress()
    return (await this.#send<{ transaction: string }>('solana_signTransaction', { transaction })).transaction
  }

  async signAndSendTransaction(transaction: string, options?: SolanaSendOptions): Promise<string> {
    this.#requireAddress()
    const params = options === undefined ? { transaction } : { transaction, options }
    return (await this.#send<{ signature: string }>('solana_signAndSendTransaction', params)).signature
  }

  #requireAddress(): string {
    if (!this.#address) throw new ProviderRpcError(4100, 'The embedded wallet is not connected')
    return this.#address
  }

  /** The result is as the frame client's schema for `method` checked it. */
  #send<T>(method: string, params: unknown): Promise<T> {
    const rpc = { method, params, chainId: this.#chainId(), chainNamespace: 'solana' as const }
    return sendWithApproval(
      this.#hooks,
      { method, params, chainId: rpc.chainId },
      () => this.#client.request(rpc),
      () => this.#client.checkRequest(rpc),
    ) as Promise<T>
  }
}
