import bs58 from 'bs58'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/

function invalid(method: string, what: string, answer: unknown): SolanaAdapterError {
  let shown: string
  try {
    shown = JSON.stringify(answer)?.slice(0, 120) ?? String(answer)
  } catch {
    shown = typeof answer
  }
  return new SolanaAdapterError(solanaErrorMessages.walletRequestFailed, {
    details: `The wallet answered ${method} with ${what}: ${shown}`,
  })
}

/**
 * The `signature` of a WalletConnect Solana answer (`{ signature }`, base58 of 64 bytes), checked:
 * the answer comes from a phone over the relay, and anything else is refused, not passed on.
 */
export function readSignature(method: string, answer: unknown): { signature: string; bytes: Uint8Array } {
  const signature = (answer as { signature?: unknown } | null | undefined)?.signature
  if (typeof signature !== 'string' || signature.length > 100) throw invalid(method, 'no signature', answer)
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(signature)
  } catch {
    throw invalid(method, 'a signature that is not base58', answer)
  }
  if (bytes.length !== 64) throw invalid(method, `a signature of ${bytes.length} bytes, not 64`, answer)
  return { signature, bytes }
}

/** The optional signed `transaction` (base64) of a `solana_signTransaction` answer, checked. */
export function readSignedTransaction(method: string, answer: unknown): Uint8Array | undefined {
  const transaction = (answer as { transaction?: unknown } | null | undefined)?.transaction
  if (transaction === undefined) return undefined
  if (typeof transaction !== 'string' || transaction.length > 4096 || !base64Pattern.test(transaction))
    throw invalid(method, 'a transaction that is not base64', answer)
  return Uint8Array.from(atob(transaction), (c) => c.charCodeAt(0))
}

/** Base64 of wire bytes, for the `transaction` param of the WalletConnect Solana methods. */
export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}
