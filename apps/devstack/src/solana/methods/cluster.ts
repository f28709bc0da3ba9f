import { VersionedMessage } from '@solana/web3.js'
import { z } from 'zod'
import { LAMPORTS_PER_SIGNATURE, transactionFee } from '../fees.ts'
import { blockhash, config, contextConfig, u64 } from '../params.ts'
import { invalidParams, RpcError, RpcErrorCode } from '../rpc-error.ts'
import { FEATURE_SET, method, type RpcMethod, SOLANA_CORE_VERSION, withContext } from './method.ts'

const contextOnly = z.tuple([config(contextConfig).optional()])

// Methods returning a bare number still honour minContextSlot, through withContext.
export const clusterMethods: Record<string, RpcMethod> = {
  getHealth: method(z.tuple([]), () => 'ok'),

  getVersion: method(z.tuple([]), () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': FEATURE_SET })),

  getGenesisHash: method(z.tuple([]), (_, chain) => chain.genesisHash),

  getSlot: method(contextOnly, ([options], chain) => withContext(chain, chain.slot, options).value),

  getBlockHeight: method(
    contextOnly,
    ([options], chain) => withContext(chain, chain.blockHeight, options).value,
  ),

  getTransactionCount: method(
    contextOnly,
    ([options], chain) => withContext(chain, chain.transactionCount, options).value,
  ),

  getEpochInfo: method(contextOnly, ([options], chain) => withContext(chain, chain.epochInfo, options).value),

  getLatestBlockhash: method(contextOnly, ([options], chain) =>
    withContext(chain, chain.latestBlockhash(), options),
  ),

  // Deprecated, but older wallets and scripts still call it.
  getRecentBlockhash: method(contextOnly, ([options], chain) =>
    withContext(
      chain,
      {
        blockhash: chain.latestBlockhash().blockhash,
        feeCalculator: { lamportsPerSignature: LAMPORTS_PER_SIGNATURE },
      },
      options,
    ),
  ),

  isBlockhashValid: method(z.tuple([blockhash, config(contextConfig).optional()]), ([hash, options], chain) =>
    withContext(chain, chain.isBlockhashValid(hash), options),
  ),

  getFeeForMessage: method(
    z.tuple([z.string(), config(contextConfig).optional()]),
    ([encoded, options], chain) => {
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(Buffer.from(encoded, 'base64'))
      } catch (error) {
        throw invalidParams(`failed to deserialize message: ${(error as Error).message}`)
      }
      // Like a validator, no fee is quoted for a message whose blockhash has expired.
      const fee = chain.isBlockhashValid(message.recentBlockhash) ? transactionFee(message) : null
      return withContext(chain, fee, options)
    },
  ),

  getMinimumBalanceForRentExemption: method(
    z.tuple([u64, config(contextConfig).optional()]),
    ([dataLength], chain) => chain.minimumBalanceForRentExemption(dataLength),
  ),

  getBlockTime: method(z.tuple([u64]), ([slot], chain) => {
    const blockTime = chain.blockTime(slot)
    if (blockTime === undefined)
      throw new RpcError(RpcErrorCode.blockNotAvailable, `Block not available for slot ${slot}`)
    return blockTime
  }),

  getFirstAvailableBlock: method(z.tuple([]), () => 1),
}
