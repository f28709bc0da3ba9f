import { createWalletClient, type EIP1193Provider, type Hex, http, isHex, numberToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { Answers, type Approver, type HeldAnswer, ProviderRpcError, settle } from './answers.ts'

export type EvmWalletOptions = {
  /** The wallet's accounts; the first is the selected one. */
  privateKeys: readonly Hex[]
  /** Chains the wallet knows, by id → RPC URL (reads and sends go to the current one's). */
  chains: Record<number, string>
  /** The chain the wallet starts on. */
  chainId: number
  /** Decides requests that need the user (the dev wallet's prompt); all approved when unset. */
  approver?: Approver
  /** Whether the site is already trusted (an extension remembers it across reloads). */
  connected?: boolean
  /** Called when the site becomes trusted or stops being so, to remember it. */
  onConnectedChange?: (connected: boolean) => void
  /**
   * Offer EIP-7811 asset discovery (`wallet_getAssets`, reported as `assetDiscovery` in its
   * capabilities): the native coin and these ERC-20 tokens, balances read from the chain.
   */
  assets?: readonly WalletAssetToken[]
}

export type WalletAssetToken = { address: Hex; name: string; symbol: string; decimals: number }

// What a real extension asks its user about; everything else it answers by itself.
const CONSENT = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_addEthereumChain',
])

type Listener = (...args: never[]) => void

type TypedData = { domain?: { chainId?: unknown } & Record<string, unknown> } & Record<string, unknown>

/**
 * The typed data of an `eth_signTypedData_v4` request (JSON text, or an object from a caller in
 * the same process), with its domain's chainId as a bigint; or the error a wallet answers with.
 * Like MetaMask, the wallet signs only for the chain it is on: a domain naming another chain
 * (as a number, a decimal or hex string, or a bigint) is refused, so a signature cannot be
 * replayed where the user did not mean it.
 */
function typedDataFor(value: unknown, activeChainId: number): TypedData | ProviderRpcError {
  let typed: unknown = value
  if (typeof value === 'string') {
    try {
      typed = JSON.parse(value)
    } catch {
      return new ProviderRpcError(-32602, 'Invalid typed data: not JSON')
    }
  }
  if (typeof typed !== 'object' || typed === null || Array.isArray(typed))
    return new ProviderRpcError(-32602, 'Invalid typed data: expected an object')
  const { domain } = typed as TypedData
  if (domain?.chainId === undefined || domain.chainId === null) return typed as TypedData
  const given = domain.chainId
  const requested =
    typeof given === 'bigint'
      ? given
      : typeof given === 'number' && Number.isSafeInteger(given) && given >= 0
        ? BigInt(given)
        : typeof given === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(given)
          ? BigInt(given)
          : undefined
  if (requested === undefined)
    return new ProviderRpcError(
      -32602,
      `Invalid chainId ${JSON.stringify(String(given))} in the typed data's domain`,
    )
  if (requested !== BigInt(activeChainId))
    // MetaMask's answer: an internal error with this message.
    return new ProviderRpcError(
      -32603,
      `Provided chainId "${requested}" must match the active chainId "${activeChainId}"`,
    )
  return { ...typed, domain: { ...domain, chainId: requested } }
}

/**
 * An EIP-1193 wallet on local keys, as a browser extension behaves: it asks for consent to
 * connect, sign and send, signs locally (viem local accounts, so it runs in a browser as in
 * Node), forwards reads to the current chain's RPC, and tells the app about account and chain
 * changes. Tests script its answers (`hold`, `rejectNext`, `answerNext`…); the dev wallet sets
 * `approver` to show a prompt.
 */
export function createEvmWallet(options: EvmWalletOptions) {
  let accounts: PrivateKeyAccount[] = options.privateKeys.map((key) => privateKeyToAccount(key))
  const chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]))
  let chainId = options.chainId
  let authorized = options.connected ?? false
  const setAuthorized = (value: boolean) => {
    if (value === authorized) return
    authorized = value
    options.onConnectedChange?.(value)
  }
  const answers = new Answers()
  answers.approver = options.approver
  const listeners = new Map<string, Set<Listener>>()
  const addChainRequests: unknown[] = []
  const sentCalls = new Map<string, Hex[]>()
  let acceptAddChain = true
  let switchUnknownCode = 4902

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args)
  }
  const addresses = () => accounts.map((a) => a.address)
  const rpcUrl = () => {
    const url = chains.get(chainId)
    if (!url) throw new ProviderRpcError(-32603, `No RPC for chain ${chainId}`)
    return url
  }
  const rpc = async (method: string, params: unknown) => {
    const response = await fetch(rpcUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return body.result
  }
  // EIP-7811's answer for the current chain: balances and decimals as hex, token metadata.
  const getAssets = async (owner: Hex, tokens: readonly WalletAssetToken[]) => {
    const balanceOf = (token: Hex) =>
      rpc('eth_call', [{ to: token, data: `0x70a08231${owner.slice(2).padStart(64, '0')}` }, 'latest'])
    const native = {
      address: 'native',
      balance: await rpc('eth_getBalance', [owner, 'latest']),
      type: 'native',
    }
    const erc20 = await Promise.all(
      tokens.map(async ({ address, name, symbol, decimals }) => ({
        address,
        balance: numberToHex(BigInt((await balanceOf(address)) as Hex)),
        type: 'erc20',
        metadata: { name, symbol, decimals },
      })),
    )
    return { [numberToHex(chainId)]: [native, ...erc20] }
  }
  const account = (address: unknown) => {
    const found = accounts.find((a) => a.address.toLowerCase() === String(address).toLowerCase())
    if (!found || !authorized) throw new ProviderRpcError(4100, 'Unauthorized account')
    return found
  }
  // No chain given: viem asks the node for its id, so a wallet "on" a second network that shares
  // the node still signs for the node's chain.
  const send = (from: PrivateKeyAccount, tx: { to: Hex; value?: Hex; data?: Hex; gas?: Hex }) =>
    createWalletClient({ account: from, transport: http(rpcUrl()) }).sendTransaction({
      chain: null,
      to: tx.to,
      value: tx.value ? BigInt(tx.value) : 0n,
      data: tx.data,
      ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
    })

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        setAuthorized(true)
        return addresses()
      case 'wallet_requestPermissions':
        setAuthorized(true)
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: addresses() }],
          },
        ]
      case 'wallet_revokePermissions':
        setAuthorized(false)
        return null
      case 'eth_accounts':
        return authorized ? addresses() : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain': {
        const requested = (params[0] as { chainId?: unknown } | undefined)?.chainId
        if (typeof requested !== 'string' || !isHex(requested))
          throw new ProviderRpcError(-32602, 'Invalid chainId')
        const target = Number(requested)
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
        const url = parameter.rpcUrls[0]
        if (!url) throw new ProviderRpcError(-32602, 'rpcUrls is empty')
        const id = Number(parameter.chainId)
        chains.set(id, url)
        // Like MetaMask: adding a chain also switches to it.
        chainId = id
        emit('chainChanged', numberToHex(id))
        return null
      }
      case 'personal_sign': {
        const [data, address] = params as [Hex, string]
        return account(address ?? addresses()[0]).signMessage({ message: { raw: data } })
      }
      case 'eth_signTypedData_v4': {
        const from = account(params[0])
        const typed = typedDataFor(params[1], chainId)
        if (typed instanceof ProviderRpcError) throw typed
        return from.signTypedData(typed as never)
      }
      case 'eth_sendTransaction': {
        const tx = params[0] as { from: string; to: Hex; value?: Hex; data?: Hex; gas?: Hex }
        return send(account(tx.from), tx)
      }
      case 'wallet_getCapabilities':
        return {
          [numberToHex(chainId)]: {
            // It sends each call of a batch as its own transaction: not all or nothing.
            atomic: { status: 'unsupported' },
            ...(options.assets ? { assetDiscovery: { supported: true } } : {}),
          },
        }
      case 'wallet_getAssets':
        if (!options.assets) throw new ProviderRpcError(-32601, 'Method not supported: wallet_getAssets')
        return getAssets(account((params[0] as { account: string }).account).address, options.assets)
      case 'wallet_sendCalls': {
        const request = params[0] as { from: string; calls: { to: Hex; value?: Hex; data?: Hex }[] }
        const from = account(request.from)
        const hashes: Hex[] = []
        for (const call of request.calls) hashes.push(await send(from, call))
        const id = `0x${(sentCalls.size + 1).toString(16).padStart(64, '0')}`
        sentCalls.set(id, hashes)
        return { id }
      }
      default:
        return rpc(method, params)
    }
  }

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      // A request the wallet refuses by itself (typed data for another chain) never reaches the
      // user; what a test scripted for it still wins.
      const refused =
        method === 'eth_signTypedData_v4' &&
        typedDataFor(Array.isArray(params) ? params[1] : undefined, chainId) instanceof ProviderRpcError
      // Connecting again to a site it already trusts asks the user nothing.
      const consent = CONSENT.has(method) && !refused && !(method === 'eth_requestAccounts' && authorized)
      const answer = await answers.decide(method, params, consent)
      return settle(answer, () => handle(method, (params ?? []) as unknown[]))
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
    /** The script of answers and the record of requests, shared with the Solana wallet. */
    answers,
    /** Every request, oldest first. */
    get requests() {
      return answers.requests
    },
    /** The methods requested, oldest first. */
    get calls() {
      return answers.requests.map((r) => r.method)
    },
    addChainRequests,
    sentCalls,
    get address(): Hex {
      const [first] = addresses()
      if (!first) throw new Error('the wallet has no account')
      return first
    },
    get addresses() {
      return addresses()
    },
    get chainId() {
      return chainId
    },
    /** Whether the site may see the accounts (false again after wallet_revokePermissions). */
    get connected() {
      return authorized
    },
    /** The next call of `method` waits until `release` (the user has not decided yet). */
    hold: (method: string): HeldAnswer => answers.hold(method),
    /** The next call of `method` is refused with `code` (4001: the user said no). */
    rejectNext: (method: string, code = 4001) => answers.next(method, { kind: 'refuse', code }),
    /** The next call of `method` gets `value` as its result, whatever it is. */
    answerNext: (method: string, value: unknown) => answers.next(method, { kind: 'answer', value }),
    hangNext: (method: string) => answers.next(method, { kind: 'hang' }),
    /** Every call of `method` gets `value` until `answerNormally(method)` (a wallet broken for good). */
    answerAlways: (method: string, value: unknown) => answers.always(method, { kind: 'answer', value }),
    answerNormally: (method: string) => answers.normally(method),
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
      accounts = privateKeys.map((key) => privateKeyToAccount(key))
      emit('accountsChanged', addresses())
    },
    /** The user moves the wallet to another chain (known to it or not). */
    changeChain(id: number) {
      chainId = id
      emit('chainChanged', numberToHex(id))
    },
    /** The user disconnects the site in the wallet. */
    disconnect() {
      setAuthorized(false)
      emit('accountsChanged', [])
    },
    /** A broken or hostile wallet: any event with any payload (`accountsChanged` with `'0xnope'`…). */
    emitRaw(event: string, ...args: unknown[]) {
      emit(event, ...args)
    },
  }
}

export type EvmWallet = ReturnType<typeof createEvmWallet>
