import { maxEvmChainIdForCoinType } from '../constants.ts'
import { NetworkError, networkErrorMessages } from '../errors/domain.ts'

/** ENSIP-11 name coin type of an EVM chain: the chain id with the top bit of 32 set. */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= maxEvmChainIdForCoinType) {
    throw new NetworkError(networkErrorMessages.invalidChainId, { details: String(chainId) })
  }
  return maxEvmChainIdForCoinType + chainId
}
