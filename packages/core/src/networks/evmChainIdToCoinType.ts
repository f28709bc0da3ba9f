import { maxEvmChainIdForCoinType } from '../constants'
import { NetworkError, networkErrorMessages } from '../errors/domain'

/** ENSIP-11 name coin type of an EVM chain. */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= maxEvmChainIdForCoinType) {
    throw new NetworkError(networkErrorMessages.invalidChainId, { details: String(chainId) })
  }
  return (0x80000000 | chainId) >>> 0
}
