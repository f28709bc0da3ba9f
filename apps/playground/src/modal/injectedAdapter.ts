import type {
  AdapterEvent,
  CaipNetwork,
  ConnectionResult,
  Connector,
  NamespaceAdapter,
} from '@openappkit/core'
import { formatUnits, type Hex, numberToHex, parseUnits } from 'viem'

// The playground does not depend on @openappkit/adapter-wagmi (yet), so the modal page brings a
// small EIP-6963 adapter of its own: core's adapter contract is public and an app may implement
// it. It covers what the modal's connect and account views use. Swap in createWagmiAdapter
// (and with it WalletConnect) once the playground lists the wagmi adapter as a dependency.

type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): void
  removeListener?(event: string, listener: (...args: never[]) => void): void
}
type Announcement = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
}

export function injectedAdapter(parameters: { networks: readonly CaipNetwork[] }): NamespaceAdapter {
  const announced = new Map<string, Announcement>()
  const connectorWatchers = new Set<(connectors: readonly Connector[]) => void>()
  const listeners = new Set<(event: AdapterEvent) => void>()
  let active: { connectorId: string; provider: Eip1193Provider; detach(): void } | undefined

  const connectors = (): Connector[] =>
    [...announced.values()].map(({ info, provider }) => ({
      id: info.rdns,
      type: 'ANNOUNCED',
      name: info.name,
      chain: 'eip155',
      info: { rdns: info.rdns },
      imageUrl: info.icon,
      provider,
    }))

  if (typeof window !== 'undefined') {
    window.addEventListener('eip6963:announceProvider', (event) => {
      const detail = (event as CustomEvent<Announcement>).detail
      if (!detail?.info?.rdns || typeof detail.provider?.request !== 'function') return
      announced.set(detail.info.rdns, detail)
      for (const watcher of connectorWatchers) watcher(connectors())
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  }

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const toResult = (connectorId: string, accounts: unknown, chainId: unknown): ConnectionResult => ({
    connectorId,
    accounts: (accounts as string[]).map((address) => ({ namespace: 'eip155', address, type: 'eoa' })),
    chainId: Number(chainId),
  })
  const providerFor = (connectorId: string) => {
    const entry = announced.get(connectorId)
    if (!entry) throw new Error(`Connector ${connectorId} not found`)
    return entry.provider
  }
  const attach = (connectorId: string, provider: Eip1193Provider) => {
    active?.detach()
    const onAccounts = (accounts: string[]) =>
      accounts.length === 0
        ? emit({ type: 'disconnect' })
        : emit({ type: 'accountsChanged', accounts: toResult(connectorId, accounts, 0).accounts })
    const onChain = (chainId: string) => emit({ type: 'chainChanged', chainId: Number(chainId) })
    provider.on?.('accountsChanged', onAccounts as never)
    provider.on?.('chainChanged', onChain as never)
    active = {
      connectorId,
      provider,
      detach() {
        provider.removeListener?.('accountsChanged', onAccounts as never)
        provider.removeListener?.('chainChanged', onChain as never)
      },
    }
  }
  const current = () => {
    if (!active) throw new Error('Not connected')
    return active.provider
  }
  const rpc = (network: CaipNetwork) => network.rpcUrls.default.http[0] as string
  const readRpc = async (network: CaipNetwork, method: string, params: unknown[]) => {
    const response = await fetch(rpc(network), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }

  return {
    namespace: 'eip155',
    networks: parameters.networks,
    getConnectors: connectors,
    watchConnectors(onChange) {
      connectorWatchers.add(onChange)
      return () => connectorWatchers.delete(onChange)
    },
    async connect({ connectorId }) {
      const provider = providerFor(connectorId)
      const accounts = await provider.request({ method: 'eth_requestAccounts' })
      const chainId = await provider.request({ method: 'eth_chainId' })
      attach(connectorId, provider)
      return toResult(connectorId, accounts, chainId)
    },
    async disconnect() {
      active?.detach()
      active = undefined
    },
    async syncConnection({ connectorId }) {
      const entry = announced.get(connectorId)
      if (!entry) return null
      const accounts = (await entry.provider.request({ method: 'eth_accounts' })) as string[]
      if (accounts.length === 0) return null
      attach(connectorId, entry.provider)
      return toResult(connectorId, accounts, await entry.provider.request({ method: 'eth_chainId' }))
    },
    async switchNetwork({ network }) {
      await current().request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(Number(network.id)) }],
      })
    },
    async getBalance({ address, network }) {
      const value = BigInt((await readRpc(network, 'eth_getBalance', [address, 'latest'])) as Hex)
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    async getTokenBalance() {
      throw new Error('Token balances are not part of the playground adapter')
    },
    async signMessage({ address, message }) {
      return (await current().request({ method: 'personal_sign', params: [message, address] })) as string
    },
    async sendTransfer({ from, to, amount, token }) {
      if (token) throw new Error('Token transfers are not part of the playground adapter')
      return (await current().request({
        method: 'eth_sendTransaction',
        params: [{ from, to, value: numberToHex(amount) }],
      })) as string
    },
    async estimateGas({ from, to, network, value, data }) {
      const params = { from, to, data, value: value === undefined ? undefined : numberToHex(value) }
      return BigInt((await readRpc(network, 'eth_estimateGas', [params])) as Hex)
    },
    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
