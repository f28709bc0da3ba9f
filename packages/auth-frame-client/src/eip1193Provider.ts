import { frameErrorMessages, isKnownRpcMethod, isSafeRpcMethod } from './constants.ts'
import type { FrameClient } from './frameClient.ts'
import { ProviderRpcError, toProviderError } from './providerRpcError.ts'
import { type ApprovalRequest, type FrameProviderHooks, sendWithApproval } from './sendWithApproval.ts'

type Listener = (...args: unknown[]) => void

const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`

function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return Number.parseInt(value, 16)
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  return undefined
}

/**
 * EIP-1193 over the frame for the EVM side of the embedded wallet. Reads go straight to the
 * frame; what a user must approve waits for `hooks.approve` first; `eth_chainId`,
 * `eth_accounts` and `wallet_switchEthereumChain` are answered here from the login and through
 * SWITCH_NETWORK.
 */
export class FrameEip1193Provider {
  readonly #client: FrameClient
  readonly #hooks: FrameProviderHooks
  readonly #listeners = new Map<string, Set<Listener>>()
  #chainId: number
  #accounts: string[] = []
  #unsafe = 0

  constructor(client: FrameClient, hooks: FrameProviderHooks = {}, options: { chainId?: number } = {}) {
    this.#client = client
    this.#hooks = hooks
    this.#chainId = parseChainId(client.getLastUsedChainId()) ?? options.chainId ?? 1
  }

  get chainId(): number {
    return this.#chainId
  }

  /** Requests a user approves (signing, sending) from their approval until the frame answered. */
  get pendingRequests(): number {
    return this.#unsafe
  }

  /** After a login (or a restore): the accounts and chain the frame reported. */
  setSession(session: { accounts: string[]; chainId: number } | undefined): void {
    const accounts = session?.accounts ?? []
    const changed = accounts.join() !== this.#accounts.join()
    this.#accounts = accounts
    if (changed) this.#emit(accounts.length > 0 ? 'accountsChanged' : 'disconnect', accounts)
    if (session && session.chainId !== this.#chainId) {
      this.#chainId = session.chainId
      this.#emit('chainChanged', toHexChainId(session.chainId))
    }
  }

  on(event: string, listener: Listener): this {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener)
    this.#listeners.set(event, set)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    if (typeof method !== 'string') throw new ProviderRpcError(-32600, 'Invalid request')
    switch (method) {
      case 'eth_chainId':
        return toHexChainId(this.#chainId)
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [...this.#accounts]
      case 'wallet_switchEthereumChain':
        return this.#switchChain(params)
    }
    if (!isKnownRpcMethod(method) || method.startsWith('solana_')) {
      this.#hooks.unknownMethod?.(method)
      throw new ProviderRpcError(4200, frameErrorMessages.notAllowed)
    }
    // JSON-RPC's empty params for a call without any (`eth_syncing`): the hosted frame refuses
    // a request that leaves them out.
    const request = { method, params: params ?? [], chainId: this.#chainId }
    if (isSafeRpcMethod(method)) return this.#send(request)
    if (this.#accounts.length === 0) throw new ProviderRpcError(4100, 'The embedded wallet is not connected')
    this.#unsafe++
    try {
      return await sendWithApproval(
        this.#hooks,
        request,
        () => this.#send(request),
        () => this.#client.checkRequest(this.#rpcRequest(request)),
      )
    } finally {
      this.#unsafe--
    }
  }

  #rpcRequest(request: ApprovalRequest) {
    return { ...request, chainNamespace: 'eip155' as const }
  }

  async #send(request: ApprovalRequest): Promise<unknown> {
    try {
      return await this.#client.request(this.#rpcRequest(request))
    } catch (error) {
      throw toProviderError(error)
    }
  }

  async #switchChain(params: unknown): Promise<null> {
    const wanted = parseChainId((Array.isArray(params) ? params[0] : undefined)?.chainId)
    if (wanted === undefined) throw new ProviderRpcError(-32602, 'wallet_switchEthereumChain needs a chainId')
    try {
      await this.#client.switchNetwork(wanted)
    } catch (error) {
      // EIP-3326: 4902 means "add it first"; the frame only knows the chains it serves.
      throw new ProviderRpcError(4902, error instanceof Error ? error.message : 'Unrecognized chain', {
        cause: error,
      })
    }
    if (wanted !== this.#chainId) {
      this.#chainId = wanted
      this.#emit('chainChanged', toHexChainId(wanted))
    }
    return null
  }

  #emit(event: string, ...args: unknown[]): void {
    for (const listener of this.#listeners.get(event) ?? []) {
      try {
        listener(...args)
      } catch (error) {
        console.error('[openappkit] provider listener threw', error)
      }
    }
  }
}
