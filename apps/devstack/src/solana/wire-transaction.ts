import { type VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'
import { encodeBase58 } from './base58.ts'

type LiteSvmTransaction = Parameters<LiteSVM['sendTransaction']>[0]

/** A transaction as it arrived on the wire, decoded once and shared by every handler. */
export interface WireTransaction {
  bytes: Uint8Array
  /** The first signature, which names the transaction everywhere in the RPC API. */
  signature: string
  signatures: string[]
  version: 'legacy' | number
  message: VersionedMessage
  messageBytes: Uint8Array
  signatureBytes: Uint8Array[]
  staticKeys: string[]
}

/** Throws an Error whose message says what is wrong; the caller turns it into -32602. */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(bytes)
  } catch (error) {
    throw new Error(`failed to deserialize transaction: ${(error as Error).message}`)
  }
  // The deserializer stops where the message ends; trailing bytes mean the client sent
  // something other than the transaction it thinks it sent.
  if (transaction.serialize().length !== bytes.length) {
    throw new Error('failed to deserialize transaction: unexpected trailing bytes')
  }
  const { message, signatures } = transaction
  if (signatures.length !== message.header.numRequiredSignatures || signatures.length === 0) {
    throw new Error(
      `transaction has ${signatures.length} signatures but its message requires ${message.header.numRequiredSignatures}`,
    )
  }
  const encoded = signatures.map((bytes) => encodeBase58(bytes))
  return {
    bytes,
    signature: encoded[0] as string,
    signatures: encoded,
    version: transaction.version,
    message,
    messageBytes: message.serialize(),
    signatureBytes: signatures,
    staticKeys: message.staticAccountKeys.map((key) => key.toBase58()),
  }
}

/**
 * litesvm's wrapper takes the @solana/kit transaction shape: the message bytes plus a map
 * from signer address to signature, which it serialises in insertion order. Signatures are
 * passed through even when all-zero so that litesvm's own verification reports the failure.
 */
export function toLiteSvmTransaction(transaction: WireTransaction): LiteSvmTransaction {
  const signatures: Record<string, Uint8Array> = {}
  transaction.signatureBytes.forEach((signature, index) => {
    const signer = transaction.staticKeys[index]
    if (signer !== undefined) signatures[signer] = signature
  })
  return { messageBytes: transaction.messageBytes, signatures } as unknown as LiteSvmTransaction
}
