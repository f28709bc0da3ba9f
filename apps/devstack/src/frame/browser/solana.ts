import { ed25519 } from '@noble/curves/ed25519'
import { Connection, VersionedTransaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../../solana/base58.ts'
import type { UserKeys } from './keys.ts'

// Messages, transactions and signatures travel in base58, as the hosted frame's Solana methods
// carry them.

function bytes(text: string, what: string): Uint8Array {
  const decoded = decodeBase58(text)
  if (!decoded) throw new Error(`The ${what} is not base58`)
  return decoded
}

function signTransaction(keys: UserKeys['solana'], encoded: string): VersionedTransaction {
  const tx = VersionedTransaction.deserialize(bytes(encoded, 'transaction'))
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
  const index = signers.findIndex((key) => key.toBase58() === keys.address)
  if (index < 0) throw new Error('The transaction does not need this wallet to sign')
  tx.signatures[index] = ed25519.sign(tx.message.serialize(), keys.secretKey)
  return tx
}

/** The Solana half of RPC_REQUEST. */
export async function solanaRequest(
  keys: UserKeys['solana'],
  rpcUrl: string,
  method: string,
  params: unknown,
) {
  const p = (params ?? {}) as Record<string, unknown>
  switch (method) {
    case 'solana_signMessage': {
      if (p.pubkey !== keys.address) throw new Error('The message is for another account')
      return { signature: encodeBase58(ed25519.sign(bytes(String(p.message), 'message'), keys.secretKey)) }
    }
    case 'solana_signTransaction':
      return { transaction: encodeBase58(signTransaction(keys, String(p.transaction)).serialize()) }
    case 'solana_signAllTransactions':
      return {
        transactions: (p.transactions as string[]).map((t) =>
          encodeBase58(signTransaction(keys, t).serialize()),
        ),
      }
    case 'solana_signAndSendTransaction': {
      const tx = signTransaction(keys, String(p.transaction))
      const connection = new Connection(rpcUrl, 'confirmed')
      const signature = await connection.sendRawTransaction(tx.serialize(), p.options as never)
      return { signature }
    }
    default:
      throw new Error(`${method} is not a Solana method`)
  }
}
