import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex } from '@noble/hashes/utils'
import { BatchError, batchErrorMessages } from '../batches/batchError.ts'
import { BaseError } from '../errors/base.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { solanaNetworks } from '../networks/solanaNetworks.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { formatUnits, parseUnits } from '../utils/units.ts'
import type {
  AccountType,
  AdapterAccount,
  AdapterEvent,
  ConnectionResult,
  Connector,
  NamespaceAdapter,
} from './types.ts'

/** A failure switch: `true` rejects with a generic error, an `Error` rejects with that error. */
export type MockFailure = boolean | Error | undefined

export type MockAdapterParameters = {
  namespace?: ChainNamespace
  /** Defaults: eip155 → Ethereum and Sepolia; solana → mainnet, devnet, testnet; others → none. */
  networks?: readonly CaipNetwork[]
  /** Defaults to two well-known local test addresses of the namespace. */
  accounts?: readonly string[]
  accountType?: AccountType
  /** The chain the wallet reports after connect; defaults to the requested network, else the first. */
  chainId?: number | string
  /** Defaults to one INJECTED connector with id "mock". */
  connectors?: readonly Connector[]
  /**
   * Its `whenDiscovered` settles as this does: an adapter whose wallets show up late (give them
   * with `setConnectors`). Absent: the mock has no `whenDiscovered`, its list is complete at once.
   */
  discovered?: Promise<unknown>
  /** Native balance by address, in the smallest unit. Defaults to 1 whole coin. */
  balances?: Readonly<Record<string, bigint>>
  /** Token balance by token address (same for every holder). Defaults to 0. */
  tokenBalances?: Readonly<Record<string, { value: bigint; decimals: number; symbol: string }>>
  features?: {
    connectError?: MockFailure
    disconnectError?: MockFailure
    /** Rejects `syncConnection` (core then sets disconnected). */
    syncError?: MockFailure
    /** Whether `syncConnection` finds an existing session. Default true. */
    reconnect?: boolean
    switchNetworkError?: MockFailure
    signMessageError?: MockFailure
    /** Rejects `signTypedData` (EVM only, as in the real adapters). */
    signTypedDataError?: MockFailure
    sendTransferError?: MockFailure
    /** Rejects `sendTransaction` (EVM only: other namespaces have none). */
    sendTransactionError?: MockFailure
    balanceError?: MockFailure
    estimateGasError?: MockFailure
    /** What `waitForTransaction` says of every transaction. Default 'success'. */
    receiptStatus?: 'success' | 'reverted'
    /**
     * Adds EIP-5792 `getCapabilities` / `sendCalls` / `getCallsStatus`: a batch reads `pending`
     * once, then `success`. `'sequential'`: the wallet reports no atomic batches. Default false.
     */
    capabilities?: boolean | 'sequential'
    sendCallsError?: MockFailure
  }
}

export type MockAdapterCall = { method: string; parameters: unknown }

/** A held call: the wallet has not answered yet. */
export type MockHold = {
  /** Whether the held call has been made (it waits from then on). */
  readonly reached: boolean
  /** The wallet answers as it normally would. */
  release(): void
  /** The wallet answers with `value` instead (garbage answers). */
  answer(value: unknown): void
  /** The wallet fails with `error`. */
  fail(error: Error): void
}

export type MockHeldMethod = 'connect' | 'syncConnection' | 'sendTransfer' | 'sendTransaction' | 'sendCalls'

export type MockAdapter = NamespaceAdapter & {
  /** Every method call, in order, for assertions. */
  readonly calls: readonly MockAdapterCall[]
  /** Simulates a wallet-side event (the adapter's own state follows it). */
  emit(event: AdapterEvent): void
  /** Simulates connectors appearing or going. */
  setConnectors(connectors: readonly Connector[]): void
  /** Whether a session is open: any, or the one of `connectorId`. */
  isConnected(connectorId?: string): boolean
  /**
   * The next call of `method` waits until the returned hold is released, answered or failed,
   * like a wallet whose user has not decided yet. Holds queue up: each call takes the oldest.
   * The mock ignores `signal`, like an adapter that cannot stop a wallet, so core's own
   * handling of late answers is what tests see.
   */
  hold(method: MockHeldMethod): MockHold
}

type Verdict = { kind: 'release' } | { kind: 'answer'; value: unknown } | { kind: 'fail'; error: Error }

const defaultAccounts: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  solana: ['7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
}

function fail(failure: MockFailure, action: string): void {
  if (failure === true) throw new BaseError(`Mock ${action} failed`)
  if (failure instanceof Error) throw failure
}

/**
 * An in-memory namespace adapter for tests of every package, in the spirit of wagmi's mock
 * connector: configurable accounts and chain, deterministic signatures and hashes, and
 * switches that make any step fail.
 */
export function mock(parameters: MockAdapterParameters = {}): MockAdapter {
  const namespace = parameters.namespace ?? 'eip155'
  const features = parameters.features ?? {}
  const networks =
    parameters.networks ??
    (namespace === 'eip155' ? [mainnet, sepolia] : namespace === 'solana' ? solanaNetworks : [])
  const addresses = parameters.accounts ?? defaultAccounts[namespace] ?? ['mock-address-1']
  const accountType = parameters.accountType ?? 'eoa'
  const balances = new Map(Object.entries(parameters.balances ?? {}))
  const tokenBalances = new Map(Object.entries(parameters.tokenBalances ?? {}))
  const calls: MockAdapterCall[] = []
  const listeners = new Set<(event: AdapterEvent) => void>()
  const connectorListeners = new Set<(connectors: readonly Connector[]) => void>()
  let connectors: readonly Connector[] = parameters.connectors ?? [
    { id: 'mock', type: 'INJECTED', name: 'Mock Wallet', chain: namespace },
  ]
  let accounts: readonly AdapterAccount[] = addresses.map((address) => ({
    namespace,
    address,
    type: accountType,
  }))
  let chainId: number | string | undefined
  // The sessions the wallets hold, by connector; the latest one opened is the current one.
  const sessions = new Set<string>()
  let connectorId: string | undefined
  let sent = 0
  const holds: Record<MockHeldMethod, { reach(): Promise<Verdict> }[]> = {
    connect: [],
    syncConnection: [],
    sendTransfer: [],
    sendTransaction: [],
    sendCalls: [],
  }
  // Batch id → the times its status was read.
  const batches = new Map<string, number>()
  /** Records the call, waits out a hold on it, then fails as the hold or the feature switch says. */
  const begin = async (method: MockHeldMethod, params: unknown, failure: MockFailure): Promise<Verdict> => {
    record(method, params)
    const verdict = (await holds[method].shift()?.reach()) ?? { kind: 'release' }
    if (verdict.kind === 'fail') throw verdict.error
    fail(failure, method)
    return verdict
  }
  const closeSession = (id: string | undefined) => {
    if (id === undefined) sessions.clear()
    else sessions.delete(id)
    if (id === undefined || connectorId === id) connectorId = [...sessions].at(-1)
  }

  const record = (method: string, parameters: unknown, failure?: MockFailure) => {
    calls.push({ method, parameters })
    fail(failure, method)
  }
  const networkOf = (network: CaipNetwork) => {
    if (!networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
      throw new BaseError('Mock network not served', { details: network.caipNetworkId })
    }
  }
  /** Opens the session of `id`, the current one from now on, and answers as the wallet would. */
  const open = (id: string, network: CaipNetwork | undefined, verdict: Verdict): ConnectionResult => {
    sessions.add(id)
    connectorId = id
    chainId = parameters.chainId ?? network?.id ?? networks[0]?.id
    if (verdict.kind === 'answer') return verdict.value as ConnectionResult
    return { connectorId: id, accounts, chainId: chainId ?? networks[0]?.id ?? '' }
  }
  const nextHash = () => {
    sent += 1
    return `0x${sent.toString(16).padStart(64, '0')}`
  }
  const nativeBalance = (address: string) => {
    const decimals = networks[0]?.nativeCurrency.decimals ?? 18
    return balances.get(address) ?? 10n ** BigInt(decimals)
  }
  const emit = (event: AdapterEvent) => {
    if (event.type === 'accountsChanged') accounts = event.accounts
    if (event.type === 'chainChanged') chainId = event.chainId
    if (event.type === 'disconnect') closeSession(connectorId)
    for (const listener of listeners) listener(event)
  }

  return {
    namespace,
    networks,
    calls,
    emit,
    isConnected: (id) => (id === undefined ? connectorId !== undefined : sessions.has(id)),
    hold(method) {
      let settle: (verdict: Verdict) => void = () => {}
      const verdict = new Promise<Verdict>((resolve) => {
        settle = resolve
      })
      let reached = false
      holds[method].push({
        reach() {
          reached = true
          return verdict
        },
      })
      return {
        get reached() {
          return reached
        },
        release: () => settle({ kind: 'release' }),
        answer: (value) => settle({ kind: 'answer', value }),
        fail: (error) => settle({ kind: 'fail', error }),
      }
    },
    setConnectors(next) {
      connectors = next
      for (const listener of connectorListeners) listener(next)
    },
    getConnectors: () => connectors,
    watchConnectors(onChange) {
      connectorListeners.add(onChange)
      return () => connectorListeners.delete(onChange)
    },
    ...(parameters.discovered
      ? { whenDiscovered: () => (parameters.discovered as Promise<unknown>).then(() => {}) }
      : {}),
    async connect(params) {
      const verdict = await begin('connect', params, features.connectError)
      if (!connectors.some((c) => c.id === params.connectorId)) {
        throw new BaseError('Mock connector not found', { details: params.connectorId })
      }
      if (params.network) networkOf(params.network)
      return open(params.connectorId, params.network, verdict)
    },
    async disconnect(params) {
      record('disconnect', params, features.disconnectError)
      closeSession(params?.connectorId)
    },
    async syncConnection(params) {
      const verdict = await begin('syncConnection', params, features.syncError)
      if (features.reconnect === false) return null
      return open(params.connectorId, params.network, verdict)
    },
    async switchNetwork(params) {
      record('switchNetwork', params, features.switchNetworkError)
      networkOf(params.network)
      emit({ type: 'chainChanged', chainId: params.network.id })
    },
    async getBalance(params) {
      record('getBalance', params, features.balanceError)
      const { decimals, symbol } = params.network.nativeCurrency
      return { value: nativeBalance(params.address), decimals, symbol }
    },
    async getTokenBalance(params) {
      record('getTokenBalance', params, features.balanceError)
      return tokenBalances.get(params.token) ?? { value: 0n, decimals: 18, symbol: 'TOKEN' }
    },
    async signMessage(params) {
      record('signMessage', params, features.signMessageError)
      return mockSignature(params.address, params.message)
    },
    async verifyMessage(params) {
      record('verifyMessage', params)
      return params.signature === mockSignature(params.address, params.message)
    },
    async sendTransfer(params) {
      const verdict = await begin('sendTransfer', params, features.sendTransferError)
      if (verdict.kind === 'answer') return verdict.value as string
      if (params.token) {
        const token = tokenBalances.get(params.token)
        if (!token || token.value < params.amount) throw new BaseError('Mock insufficient token balance')
        tokenBalances.set(params.token, { ...token, value: token.value - params.amount })
      } else {
        const balance = nativeBalance(params.from)
        if (balance < params.amount) throw new BaseError('Mock insufficient balance')
        balances.set(params.from, balance - params.amount)
      }
      return nextHash()
    },
    ...(namespace === 'eip155'
      ? {
          // Records the call and answers a hash; the mock holds no contracts, so nothing moves.
          async sendTransaction(params: Parameters<NonNullable<NamespaceAdapter['sendTransaction']>>[0]) {
            const verdict = await begin('sendTransaction', params, features.sendTransactionError)
            if (verdict.kind === 'answer') return verdict.value as string
            networkOf(params.network)
            return nextHash()
          },
          async signTypedData(params: Parameters<NonNullable<NamespaceAdapter['signTypedData']>>[0]) {
            record('signTypedData', params, features.signTypedDataError)
            return mockSignature(
              params.address,
              JSON.stringify(params.typedData, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)),
            )
          },
        }
      : {}),
    async waitForTransaction(params) {
      record('waitForTransaction', params)
      return features.receiptStatus ?? 'success'
    },
    // A stand-in for the wallet's provider: which connection it belongs to, and its accounts.
    async getProvider() {
      return connectorId === undefined ? undefined : { connectorId, accounts: accounts.map((a) => a.address) }
    },
    async estimateGas(params) {
      record('estimateGas', params, features.estimateGasError)
      return params.data && params.data !== '0x' ? 50_000n : 21_000n
    },
    parseUnits,
    formatUnits,
    ...(features.capabilities
      ? {
          async getCapabilities(params: { address: string }) {
            record('getCapabilities', params)
            const atomic = { status: features.capabilities === true ? 'supported' : 'unsupported' }
            return Object.fromEntries(networks.map((n) => [n.id, { atomic }]))
          },
          async sendCalls(params: Parameters<NonNullable<NamespaceAdapter['sendCalls']>>[0]) {
            const verdict = await begin('sendCalls', params, features.sendCallsError)
            if (verdict.kind === 'answer') return verdict.value as { id: string }
            sent += 1
            batches.set(`mock-calls-${sent}`, 0)
            return { id: `mock-calls-${sent}` }
          },
          async getCallsStatus(params: { id: string }) {
            record('getCallsStatus', params)
            // A batch sent one call at a time: its id holds the hashes (see core's sendCalls).
            const hashes = params.id.endsWith('5792'.repeat(16))
              ? (params.id.slice(2, -128).match(/.{64}/g) ?? []).map((h) => `0x${h}`)
              : undefined
            const reads = batches.get(params.id)
            if (!hashes && reads === undefined)
              throw new BatchError(batchErrorMessages.unknownBatch, { details: params.id })
            if (reads !== undefined) batches.set(params.id, reads + 1)
            if (reads === 0) return { status: 'pending' as const, atomic: true, receipts: [] }
            const receipts = (hashes ?? [nextHash()]).map((transactionHash) => ({
              transactionHash,
              status: 'success' as const,
            }))
            return { status: 'success' as const, atomic: !hashes, receipts }
          },
        }
      : {}),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * The mock wallet's signature: 65 bytes that depend on every character of the account and the
 * text (so `verifyMessage` refuses another account's signature or a changed text).
 */
function mockSignature(address: string, message: string): string {
  const digest = (text: string) => bytesToHex(keccak_256(new TextEncoder().encode(text)))
  return `0x${digest(`${address}:${message}`)}${digest(`${message}:${address}`)}1b`
}
