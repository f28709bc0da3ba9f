import { z } from 'zod'
import { decodeBase58 } from '../base58.ts'
import type { Chain, Execution, SendOutcome } from '../chain.ts'
import { accountEncoding, config, contextConfig, pubkey, transactionEncoding, u64 } from '../params.ts'
import { invalidParams, RpcError, RpcErrorCode } from '../rpc-error.ts'
import { describeTransactionError, isTransactionError } from '../transaction-error.ts'
import { parsedInnerInstructions } from '../transaction-json.ts'
import { decodeWireTransaction, type WireTransaction } from '../wire-transaction.ts'
import { encodeFor } from './accounts.ts'
import { method, type RpcMethod, withContext } from './method.ts'

function wireTransaction(encoded: string, encoding: 'base58' | 'base64' = 'base58'): WireTransaction {
  const bytes = encoding === 'base64' ? Buffer.from(encoded, 'base64') : decodeBase58(encoded)
  if (bytes === undefined || bytes.length === 0) throw invalidParams(`transaction is not valid ${encoding}`)
  try {
    return decodeWireTransaction(bytes)
  } catch (error) {
    throw invalidParams((error as Error).message)
  }
}

function returnDataJson(execution: Execution) {
  const { returnData } = execution
  return returnData === null
    ? null
    : { programId: returnData.programId, data: [Buffer.from(returnData.data).toString('base64'), 'base64'] }
}

/** The error a validator's sendTransaction answers with; web3.js reads `data.logs` from it. */
function rejection(execution: Execution, preflight: boolean): RpcError {
  const err = execution.err ?? 'SanitizeFailure'
  if (isTransactionError(err, 'SignatureFailure')) {
    return new RpcError(
      RpcErrorCode.signatureVerificationFailure,
      'Transaction signature verification failure',
    )
  }
  // A validator drops a transaction that fails before execution without answering; the
  // devstack says so at once instead of leaving the client to wait for the blockhash to expire.
  const prefix = preflight ? 'Transaction simulation failed' : 'Transaction rejected'
  return new RpcError(RpcErrorCode.transactionFailed, `${prefix}: ${describeTransactionError(err)}`, {
    err,
    logs: execution.logs,
    accounts: null,
    unitsConsumed: execution.unitsConsumed,
    returnData: returnDataJson(execution),
    innerInstructions: null,
  })
}

function signatureOf(
  outcome: SendOutcome,
  transaction: WireTransaction,
  chain: Chain,
  skipPreflight: boolean,
) {
  if ('landed' in outcome) return outcome.landed.signature
  // Resending a landed transaction is harmless: the client learns its signature again.
  const duplicate =
    outcome.rejected.err !== null && isTransactionError(outcome.rejected.err, 'AlreadyProcessed')
  if (duplicate && skipPreflight && chain.transaction(transaction.signature)) return transaction.signature
  throw rejection(outcome.rejected, outcome.preflight)
}

const sendConfig = z.object({
  encoding: transactionEncoding.optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: contextConfig.shape.commitment,
  maxRetries: u64.optional(),
  minContextSlot: u64.optional(),
})

const simulateConfig = contextConfig.extend({
  encoding: transactionEncoding.optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  accounts: z.object({ addresses: z.array(pubkey), encoding: accountEncoding.optional() }).optional(),
  innerInstructions: z.boolean().optional(),
})

export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction: method(
    z.tuple([z.string(), config(sendConfig).optional()]),
    ([encoded, options = {}], chain) => {
      const transaction = wireTransaction(encoded, options.encoding)
      const skipPreflight = options.skipPreflight ?? false
      withContext(chain, null, options)
      return signatureOf(chain.send(transaction, { skipPreflight }), transaction, chain, skipPreflight)
    },
  ),

  simulateTransaction: method(
    z.tuple([z.string(), config(simulateConfig).optional()]),
    ([encoded, options = {}], chain) => {
      const transaction = wireTransaction(encoded, options.encoding)
      const sigVerify = options.sigVerify ?? false
      const replaceRecentBlockhash = options.replaceRecentBlockhash ?? false
      if (sigVerify && replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const simulation = chain.simulate(transaction, { sigVerify, replaceRecentBlockhash })
      const requested = options.accounts
      const encode = encodeFor(chain, { encoding: requested?.encoding ?? 'base64' })
      const loaded = chain.loadedAddresses(transaction)
      const keys = [...transaction.staticKeys, ...loaded.writable, ...loaded.readonly]
      return withContext(
        chain,
        {
          err: simulation.err,
          logs: simulation.logs,
          accounts:
            requested?.addresses.map((address) => {
              const account = simulation.postAccount(address)
              return account === undefined ? null : encode(address, account)
            }) ?? null,
          unitsConsumed: simulation.unitsConsumed,
          returnData: returnDataJson(simulation),
          innerInstructions: options.innerInstructions
            ? parsedInnerInstructions(keys, simulation.innerInstructions)
            : null,
          replacementBlockhash: replaceRecentBlockhash ? chain.latestBlockhash() : null,
        },
        options,
      )
    },
  ),

  requestAirdrop: method(
    z.tuple([pubkey, u64.positive(), config(contextConfig).optional()]),
    ([address, lamports], chain) => {
      const outcome = chain.airdrop(address, lamports)
      if ('landed' in outcome) return outcome.landed.signature
      const reason = describeTransactionError(outcome.rejected.err ?? 'SanitizeFailure')
      throw new RpcError(RpcErrorCode.internalError, `airdrop request failed: ${reason}`, {
        logs: outcome.rejected.logs,
      })
    },
  ),
}
