import { z } from 'zod'
import type { LandedTransaction } from '../chain.ts'
import { config, contextConfig, pubkey, signature } from '../params.ts'
import { RpcError, RpcErrorCode } from '../rpc-error.ts'
import { transactionJson } from '../transaction-json.ts'
import { method, type RpcMethod, withContext } from './method.ts'

// The validator's limits for these methods.
const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000

// Everything is finalized the moment it lands: there are no forks to wait out.
function status(landed: LandedTransaction) {
  const { err } = landed.execution
  return {
    slot: landed.slot,
    confirmations: null,
    err,
    status: err === null ? { Ok: null } : { Err: err },
    confirmationStatus: 'finalized',
  }
}

const transactionConfig = contextConfig.extend({
  encoding: z.enum(['json', 'jsonParsed', 'base64', 'base58']).optional(),
  maxSupportedTransactionVersion: z.number().int().min(0).optional(),
})

const signaturesConfig = contextConfig.extend({
  limit: z.number().int().min(1).max(MAX_SIGNATURES_FOR_ADDRESS).optional(),
  before: signature.optional(),
  until: signature.optional(),
})

export const historyMethods: Record<string, RpcMethod> = {
  getSignatureStatuses: method(
    z.tuple([
      z.array(signature).max(MAX_SIGNATURE_STATUSES),
      config(z.object({ searchTransactionHistory: z.boolean().optional() })).optional(),
    ]),
    ([signatures], chain) =>
      withContext(
        chain,
        signatures.map((entry) => {
          const landed = chain.transaction(entry)
          return landed === undefined ? null : status(landed)
        }),
      ),
  ),

  getTransaction: method(
    z.tuple([
      signature,
      // Older clients pass the encoding alone in place of the config object.
      z.union([transactionConfig.nullish(), transactionConfig.shape.encoding.unwrap()]).optional(),
    ]),
    ([wanted, rawOptions], chain) => {
      const options = typeof rawOptions === 'string' ? { encoding: rawOptions } : (rawOptions ?? {})
      const landed = chain.transaction(wanted)
      if (landed === undefined) return null
      const { version } = landed.transaction
      const supported = options.maxSupportedTransactionVersion
      if (version !== 'legacy' && (supported === undefined || version > supported)) {
        throw new RpcError(
          RpcErrorCode.unsupportedTransactionVersion,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        )
      }
      return transactionJson(landed, options.encoding ?? 'json', supported !== undefined)
    },
  ),

  getSignaturesForAddress: method(
    z.tuple([pubkey, config(signaturesConfig).optional()]),
    ([address, options = {}], chain) => {
      withContext(chain, null, options)
      const newestFirst = [...chain.signaturesFor(address)].reverse()
      const start = options.before === undefined ? 0 : newestFirst.indexOf(options.before) + 1
      if (options.before !== undefined && start === 0) return []
      const untilIndex = options.until === undefined ? -1 : newestFirst.indexOf(options.until)
      const end = untilIndex === -1 ? newestFirst.length : untilIndex
      return newestFirst
        .slice(start, end)
        .slice(0, options.limit ?? MAX_SIGNATURES_FOR_ADDRESS)
        .flatMap((entry) => {
          const landed = chain.transaction(entry)
          if (landed === undefined) return []
          const { slot, err, confirmationStatus } = status(landed)
          return [
            { signature: entry, slot, err, memo: null, blockTime: landed.blockTime, confirmationStatus },
          ]
        })
    },
  ),
}
