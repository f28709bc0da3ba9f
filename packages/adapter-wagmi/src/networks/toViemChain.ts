import type { CaipNetwork } from '@openappkit/core'
import type { Chain } from 'viem'

/** The numeric chain id of an eip155 network; anything else is a configuration mistake. */
export function evmChainId(network: Pick<CaipNetwork, 'id' | 'caipNetworkId'>): number {
  const id = typeof network.id === 'number' ? network.id : Number(network.id)
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new TypeError(`Network ${network.caipNetworkId} has no numeric EVM chain id`)
  }
  return id
}

/**
 * A CaipNetwork already has viem's Chain shape; this only narrows the id to a number
 * and keeps every RPC URL the app configured, in its order.
 */
export function toViemChain(network: CaipNetwork): Chain {
  return {
    id: evmChainId(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: {
        http: [...network.rpcUrls.default.http],
        ...(network.rpcUrls.default.webSocket ? { webSocket: [...network.rpcUrls.default.webSocket] } : {}),
      },
    },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  }
}
