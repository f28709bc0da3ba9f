import type { CaipNetwork } from '@openappkit/core'
import { type AddEthereumChainParameter, numberToHex } from 'viem'
import { evmChainId } from './toViemChain.ts'

/** wallet_addEthereumChain gets chainId (hex), rpcUrls, chainName, nativeCurrency, blockExplorerUrls. */
export function addEthereumChainParameter(network: CaipNetwork): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: numberToHex(evmChainId(network)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    // Wallets reject an empty string here; an empty list is the honest "none".
    blockExplorerUrls: explorer ? [explorer] : [],
  }
}
