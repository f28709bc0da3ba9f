import {
  type AdapterEvent,
  type CaipNetwork,
  type ConnectionResult,
  type Connector,
  type NamespaceAdapter,
  NamespaceNotApprovedError,
  UserRejectedRequestError,
} from '@openappkit/core'
import { formatUnits, isWalletRefusal, parseUnits } from '@openappkit/core/internal'
import type { WalletConnect } from '../session/types.ts'

/** What an EVM wallet is asked for over the session alone; it approves the subset it supports. */
const methods = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const evmAddress = /^0x[0-9a-fA-F]{40}$/
const toHex = (value: bigint | number) => `0x${value.toString(16)}`
const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0')

/**
 * Core's EVM adapter on the WalletConnect session alone, for an app without adapters
 * (`createAppKit({ walletConnect })`): it pairs through the session's universal provider, reads
 * the approved accounts, sends the wallet's requests and answers reads from the networks' RPC
 * URLs (the provider's own). The wallet's chain and account changes become adapter events.
 */
export function createWalletConnectAdapter(
  session: WalletConnect,
  networks: readonly CaipNetwork[],
): NamespaceAdapter {
  session.join('eip155', {
    chains: networks.map((n) => n.caipNetworkId),
    methods,
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: Object.fromEntries(networks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0] ?? ''])),
  })
  const connector: Connector = {
    id: session.connector.id,
    type: 'WALLET_CONNECT',
    name: session.connector.name,
    chain: 'eip155',
    imageUrl: session.connector.icon,
  }
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  // The chain the app is on (CAIP-2): requests go there.
  let chain: string | undefined

  const accountsOn = (chainId: string) => {
    const approved = session.accounts('eip155').filter((a) => evmAddress.test(a.address))
    const here = approved.filter((a) => a.chainId === chainId)
    return [...new Set((here.length ? here : approved).map((a) => a.address))].map((address) => ({
      namespace: 'eip155' as const,
      address,
      type: 'eoa' as const,
    }))
  }
  const setChain = (chainId: string) => {
    chain = chainId
    session.setDefaultChain(chainId)
  }
  /** The session as a connection: on `wanted` when the wallet approved it, else its first chain. */
  const connection = (wanted: CaipNetwork | undefined): ConnectionResult => {
    const approved = session.accounts('eip155').map((a) => a.chainId)
    const first = approved[0]
    if (!first) throw new NamespaceNotApprovedError('eip155')
    const target = wanted && approved.includes(wanted.caipNetworkId) ? wanted.caipNetworkId : first
    setChain(target)
    return {
      connectorId: connector.id,
      accounts: accountsOn(target),
      chainId: Number(target.split(':')[1]),
      wallet: session.peerWallet(),
    }
  }
  const request = async <T>(method: string, params: unknown, chainId = chain): Promise<T> => {
    try {
      return await session.request<T>(chainId ?? networks[0]?.caipNetworkId ?? '', { method, params })
    } catch (error) {
      // WalletConnect's "User rejected." is code 5000.
      if (isWalletRefusal(error, { codes: [5000] })) throw new UserRejectedRequestError({ cause: error })
      throw error
    }
  }
  const transaction = (tx: {
    from: string
    to: string
    value?: bigint | undefined
    data?: string | undefined
  }) => ({
    from: tx.from,
    to: tx.to,
    ...(tx.value ? { value: toHex(tx.value) } : {}),
    ...(tx.data ? { data: tx.data } : {}),
  })
  const send = (network: CaipNetwork, tx: Parameters<typeof transaction>[0]) =>
    request<string>('eth_sendTransaction', [transaction(tx)], network.caipNetworkId)
  const call = (to: string, data: string, network: CaipNetwork) =>
    request<string>('eth_call', [{ to, data }, 'latest'], network.caipNetworkId)

  session.subscribe((event) => {
    if (event.type === 'displayUri') emit(event)
    else if (event.type === 'clientId') emit({ type: 'walletConnectClientId', clientId: event.clientId })
    else if (event.type === 'disconnect') {
      chain = undefined
      emit(event)
    } else if (event.namespace !== 'eip155') return
    else if (event.type === 'chainChanged') {
      const chainId = Number(event.chainId.split(':')[1])
      if (!Number.isSafeInteger(chainId) || chainId <= 0) return
      setChain(event.chainId)
      emit({ type: 'chainChanged', chainId })
      emit({ type: 'accountsChanged', accounts: accountsOn(event.chainId) })
    } else {
      // One entry that is no address and the whole event is not believed (an empty list is a
      // wallet leaving the namespace).
      if (!event.accounts.every((a) => evmAddress.test(a))) return
      emit({
        type: 'accountsChanged',
        accounts: event.accounts.map((address) => ({ namespace: 'eip155', address, type: 'eoa' })),
      })
    }
  })

  return {
    namespace: 'eip155',
    networks,
    getConnectors: () => [connector],
    watchConnectors: () => () => {},
    async connect({ network }) {
      await session.connect('eip155')
      return connection(network)
    },
    async syncConnection({ network }) {
      if (!(await session.restore('eip155')) || session.accounts('eip155').length === 0) return null
      return connection(network)
    },
    async disconnect() {
      chain = undefined
      await session.leave('eip155')
    },
    async switchNetwork({ network }) {
      // The provider switches at once to a chain the session approved, else asks the wallet.
      await request(
        'wallet_switchEthereumChain',
        [{ chainId: toHex(Number(network.id)) }],
        network.caipNetworkId,
      )
      setChain(network.caipNetworkId)
      emit({ type: 'chainChanged', chainId: Number(network.id) })
    },
    async getBalance({ address, network }) {
      const value = BigInt(
        await request<string>('eth_getBalance', [address, 'latest'], network.caipNetworkId),
      )
      const { decimals, symbol } = network.nativeCurrency
      return { value, decimals, symbol }
    },
    async getTokenBalance({ address, token, network }) {
      const [balance, decimals, symbol] = await Promise.all([
        call(token, `0x70a08231${word(address)}`, network),
        call(token, '0x313ce567', network),
        call(token, '0x95d89b41', network),
      ])
      // An ABI string: its offset, its length, then its bytes.
      const length = Number.parseInt(symbol.slice(66, 130), 16)
      const bytes = symbol.slice(130, 130 + length * 2).match(/../g) ?? []
      return {
        value: BigInt(balance),
        decimals: Number(BigInt(decimals)),
        symbol: new TextDecoder().decode(Uint8Array.from(bytes, (b) => Number.parseInt(b, 16))),
      }
    },
    async signMessage({ address, message }) {
      const hex = [...new TextEncoder().encode(message)].map((b) => b.toString(16).padStart(2, '0')).join('')
      return request<string>('personal_sign', [`0x${hex}`, address])
    },
    async sendTransfer({ from, to, amount, network, token }) {
      return token
        ? send(network, { from, to: token, data: `0xa9059cbb${word(to)}${word(toHex(amount))}` })
        : send(network, { from, to, value: amount })
    },
    async sendTransaction({ network, ...tx }) {
      return send(network, tx)
    },
    async estimateGas({ network, ...tx }) {
      return BigInt(await request<string>('eth_estimateGas', [transaction(tx)], network.caipNetworkId))
    },
    parseUnits,
    formatUnits,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
