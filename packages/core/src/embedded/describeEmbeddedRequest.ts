import bs58 from 'bs58'
import { orUndefined } from '../utils/orUndefined.ts'
import { isRecord } from '../validators/checks.ts'
import type { EmbeddedRequest } from './embeddedApproval.ts'
import { readSolanaTransaction, type SolanaTransactionSummary } from './readSolanaTransaction.ts'

/** What an approval shows: what is signed or sent, to whom, how much. */
export type EmbeddedRequestSummary = {
  kind: 'signMessage' | 'signTypedData' | 'signTransaction' | 'sendTransaction' | 'sendCalls' | 'other'
  method: string
  /** The text to be signed (UTF-8 when it decodes, else the hex as given). */
  message?: string | undefined
  to?: string | undefined
  /** In the chain's smallest unit. */
  value?: bigint | undefined
  /** Calldata, when the transaction calls a contract. */
  data?: string | undefined
  /** Number of calls in a batch. */
  calls?: number | undefined
  /** Solana: each transaction read (fee payer, programs, SOL transfers), null where it cannot be read. */
  transactions?: (SolanaTransactionSummary | null)[] | undefined
}

const decodeUtf8 = (bytes: Uint8Array) =>
  orUndefined(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes))

const base58 = (value: unknown) =>
  typeof value === 'string' ? orUndefined(() => bs58.decode(value)) : undefined

function readTransaction(value: unknown): SolanaTransactionSummary | null {
  const bytes = base58(value)
  return (bytes && orUndefined(() => readSolanaTransaction(bytes))) ?? null
}

function hexToText(hex: string): string {
  if (!/^0x([0-9a-f]{2})*$/i.test(hex)) return hex
  const bytes = Uint8Array.from(hex.slice(2).match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
  return decodeUtf8(bytes) ?? hex
}

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return undefined
  return orUndefined(() => BigInt(value))
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** Reads an embedded-wallet request for the approval view; anything unreadable is left out, never guessed. */
export function describeEmbeddedRequest(request: EmbeddedRequest): EmbeddedRequestSummary {
  const params = Array.isArray(request.params) ? request.params : []
  // The frame's Solana methods take one object (base58 message or transactions).
  const named: Record<string, unknown> = isRecord(request.params) ? request.params : {}
  const { method } = request
  switch (method) {
    case 'personal_sign':
      return {
        kind: 'signMessage',
        method,
        message: typeof params[0] === 'string' ? hexToText(params[0]) : undefined,
      }
    case 'eth_signTypedData_v4':
      return { kind: 'signTypedData', method, message: text(params[1]) }
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as Record<string, unknown>
      const data = text(tx.data)
      return {
        kind: 'sendTransaction',
        method,
        to: text(tx.to),
        value: toBigInt(tx.value ?? 0),
        data: data && data !== '0x' ? data : undefined,
      }
    }
    case 'wallet_sendCalls': {
      const calls = ((params[0] ?? {}) as { calls?: unknown }).calls
      return { kind: 'sendCalls', method, calls: Array.isArray(calls) ? calls.length : undefined }
    }
    case 'solana_signMessage': {
      const bytes = base58(named.message)
      const message = bytes ? decodeUtf8(bytes) : undefined
      return { kind: 'signMessage', method, message: message ?? text(named.message) }
    }
    case 'solana_signTransaction':
      return { kind: 'signTransaction', method, transactions: [readTransaction(named.transaction)] }
    case 'solana_signAllTransactions': {
      const all = Array.isArray(named.transactions) ? named.transactions : [undefined]
      return { kind: 'signTransaction', method, transactions: all.map(readTransaction) }
    }
    case 'solana_signAndSendTransaction':
      return { kind: 'sendTransaction', method, transactions: [readTransaction(named.transaction)] }
    default:
      return { kind: 'other', method }
  }
}
