import { Connection } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../../solana/base58.ts'
import { signSolanaMessage, signSolanaTransaction } from '../../wallet/solanaSigner.ts'
import type { UserKeys } from './keys.ts'

// Messages, transactions and signatures travel in base58, as the hosted frame's Solana methods
// carry them. Signing is the test wallet's (one Solana signer for every wallet of the devstack).

function bytes(text: string, what: string): Uint8Array {
  const decoded = decodeBase58(text)
  if (!decoded) throw new Error(`The ${what} is not base58`)
  return decoded
}

function signTransaction(keys: UserKeys['solana'], encoded: string): Uint8Array {
  return signSolanaTransaction(keys.keypair, bytes(encoded, 'transaction')).wire
}

/** The Solana half of RPC_REQUEST. */
export async function solanaRequest(
  keys: UserKeys['solana'],
  rpcUrl: string,
  method: string,
  params: unknown,
  /** Throws once the client aborted the request: checked before the transaction is sent. */
  go: () => void = () => {},
) {
  const p = (params ?? {}) as Record<string, unknown>
  switch (method) {
    case 'solana_signMessage': {
      if (p.pubkey !== keys.address) throw new Error('The message is for another account')
      return { signature: encodeBase58(signSolanaMessage(keys.keypair, bytes(String(p.message), 'message'))) }
    }
    case 'solana_signTransaction':
      return { transaction: encodeBase58(signTransaction(keys, String(p.transaction))) }
    case 'solana_signAllTransactions':
      return {
        transactions: (p.transactions as string[]).map((t) => encodeBase58(signTransaction(keys, t))),
      }
    case 'solana_signAndSendTransaction': {
      const tx = signTransaction(keys, String(p.transaction))
      const connection = new Connection(rpcUrl, 'confirmed')
      go()
      const signature = await connection.sendRawTransaction(tx, p.options as never)
      return { signature }
    }
    default:
      throw new Error(`${method} is not a Solana method`)
  }
}
