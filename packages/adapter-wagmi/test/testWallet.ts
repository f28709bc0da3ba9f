import { createWalletClient, type EIP1193Provider, type Hex, http, numberToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** An EIP-1193 error as wallets throw it: a plain object with a code. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export type TestWalletOptions = {
  privateKeys: readonly Hex[]
  /** Chains the wallet knows, by id → RPC URL. */
  chains: Record<number, string>
  chainId: number
}

type Listener = (...args: never[]) => void

/**
 * A browser-extension wallet for tests: a viem local account behind an EIP-1193 request
 * handler. Reads go to the RPC of the chain it is on, signing and sending happen locally.
 * `next` lets a test make the wallet refuse, hang or answer garbage for one method.
 */
export function createTestWallet(options: TestWalletOptions) {
  let accounts: PrivateKeyAccount[] = options.privateKeys.map((k) => privateKeyToAccount(k))
  const chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]))
  let chainId = options.chainId
  let authorized = false
  const listeners = new Map<string, Set<Listener>>()
  const requests: { method: string; params: unknown }[] = []
  const next = new Map<string, { reject?: number; hang?: boolean; answer?: unknown }>()
  const always = new Map<string, unknown>()
  const addChainRequests: unknown[] = []
  let acceptAddChain = true
  let switchUnknownCode = 4902

  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) (l as (...a: unknown[]) => void)(...args)
  }
  const rpc = async (method: string, params: unknown) => {
    const url = chains.get(chainId)
    if (!url) throw new ProviderRpcError(-32603, `No RPC for chain ${chainId}`)
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return body.result
  }
  const account = (address: unknown) => {
    const found = accounts.find((a) => a.address.toLowerCase() === String(address).toLowerCase())
    if (!found || !authorized) throw new ProviderRpcError(4100, 'Unauthorized account')
    return found
  }
  const walletClient = (from: PrivateKeyAccount) => {
    const url = chains.get(chainId)
    if (!url) throw new ProviderRpcError(-32603, `No RPC for chain ${chainId}`)
    return createWalletClient({
      account: from,
      chain: {
        id: chainId,
        name: `chain ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      },
      transport: http(url),
    })
  }
  const addresses = () => accounts.map((a) => a.address)

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        return addresses()
      case 'wallet_requestPermissions':
        authorized = true
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: addresses() }],
          },
        ]
      case 'wallet_revokePermissions':
        authorized = false
        return null
      case 'eth_accounts':
        return authorized ? addresses() : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId: string }).chainId)
        if (!chains.has(target))
          throw new ProviderRpcError(switchUnknownCode, `Unrecognized chain ID ${target}`)
        if (target !== chainId) {
          chainId = target
          emit('chainChanged', numberToHex(target))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const parameter = params[0] as { chainId: string; rpcUrls: string[] }
        addChainRequests.push(parameter)
        if (!acceptAddChain) throw new ProviderRpcError(-32602, 'Invalid chain parameters')
        const id = Number(parameter.chainId)
        const url = parameter.rpcUrls[0]
        if (!url) throw new ProviderRpcError(-32602, 'rpcUrls is empty')
        chains.set(id, url)
        // Like MetaMask: adding a chain also switches to it.
        chainId = id
        emit('chainChanged', numberToHex(id))
        return null
      }
      case 'personal_sign': {
        const [data, address] = params as [Hex, string]
        return account(address).signMessage({ message: { raw: data } })
      }
      case 'eth_sendTransaction': {
        const tx = params[0] as { from: string; to: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const from = account(tx.from)
        return walletClient(from).sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : 0n,
          data: tx.data,
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        })
      }
      case 'wallet_getCapabilities':
        return { [numberToHex(chainId)]: { atomic: { status: 'supported' } } }
      case 'wallet_sendCalls': {
        const request = params[0] as { from: string; calls: { to: Hex; value?: Hex; data?: Hex }[] }
        const from = account(request.from)
        const hashes: Hex[] = []
        for (const call of request.calls) {
          hashes.push(
            await walletClient(from).sendTransaction({
              to: call.to,
              value: call.value ? BigInt(call.value) : 0n,
              data: call.data,
            }),
          )
        }
        sentCalls.set(`0x${(sentCalls.size + 1).toString(16).padStart(64, '0')}`, hashes)
        return { id: [...sentCalls.keys()].at(-1) }
      }
      default:
        return rpc(method, params)
    }
  }
  const sentCalls = new Map<string, Hex[]>()

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params })
      if (always.has(method)) return always.get(method)
      const scripted = next.get(method)
      if (scripted) {
        next.delete(method)
        if (scripted.hang) return new Promise(() => {})
        if (scripted.reject) throw new ProviderRpcError(scripted.reject, 'User rejected the request.')
        return scripted.answer
      }
      return handle(method, (params ?? []) as unknown[])
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  } as unknown as EIP1193Provider

  return {
    provider,
    requests,
    addChainRequests,
    sentCalls,
    get chainId() {
      return chainId
    },
    get addresses() {
      return addresses()
    },
    /** The next call of `method` is refused with `code` (4001: the user said no). */
    rejectNext(method: string, code = 4001) {
      next.set(method, { reject: code })
    },
    hangNext(method: string) {
      next.set(method, { hang: true })
    },
    answerNext(method: string, answer: unknown) {
      next.set(method, { answer })
    },
    /** Every call of `method` gets `answer` until `answerNormally(method)` (a wallet broken for good). */
    answerAlways(method: string, answer: unknown) {
      always.set(method, answer)
    },
    answerNormally(method: string) {
      always.delete(method)
    },
    set acceptAddChain(value: boolean) {
      acceptAddChain = value
    },
    set switchUnknownCode(value: number) {
      switchUnknownCode = value
    },
    forgetChain(id: number) {
      chains.delete(id)
    },
    /** The user picks other accounts in the wallet. */
    changeAccounts(privateKeys: readonly Hex[]) {
      accounts = privateKeys.map((k) => privateKeyToAccount(k))
      emit('accountsChanged', addresses())
    },
    /** The user switches chains in the wallet. */
    changeChain(id: number) {
      chainId = id
      emit('chainChanged', numberToHex(id))
    },
    /** The user disconnects the site in the wallet. */
    disconnect() {
      authorized = false
      emit('accountsChanged', [])
    },
    /** A broken or hostile wallet: any event with any payload (`accountsChanged` with `'0xnope'`…). */
    emitRaw(event: string, ...args: unknown[]) {
      emit(event, ...args)
    },
  }
}

export type TestWallet = ReturnType<typeof createTestWallet>

/** Announces a provider over EIP-6963, now and on every request, as an extension does. */
export function announceWallet(
  provider: EIP1193Provider,
  info: { uuid: string; name: string; icon: string; rdns: string },
): () => void {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

/**
 * Dispatches one announcement exactly as given: a hostile page or extension (throwing getters,
 * a Proxy, another wallet's rdns or uuid, a 2 MB icon).
 */
export function announceRaw(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}
