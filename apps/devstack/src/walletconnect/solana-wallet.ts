import { createPrivateKey, sign } from 'node:crypto'
import { Connection, Keypair, Transaction, VersionedTransaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../solana/base58.ts'

/** The Solana side of the phone wallet: one keypair on one cluster (the devstack's litesvm). */
export type SolanaWalletOptions = {
  /** The 64-byte secret key (a devstack test account's `secretKey`). */
  secretKey: Uint8Array
  /** The cluster as the dapp names it: `solana:<genesis-hash prefix>`. */
  caipNetworkId: string
  rpcUrl: string
  /** The methods it approves (default all three): a wallet that only signs leaves out signAndSend. */
  methods?: readonly string[]
}

export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

// PKCS#8 wrapping of a raw Ed25519 seed, so node:crypto signs with it (no extra dependency).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * Answers WalletConnect's Solana requests as a real wallet does (WalletConnect's Solana RPC
 * reference): `solana_signMessage` { message: base58, pubkey } → { signature: base58 };
 * `solana_signTransaction` { transaction: base64 } → { signature, transaction: base64 signed };
 * `solana_signAndSendTransaction` { transaction: base64, sendOptions } → { signature }, sent to
 * the cluster's RPC.
 */
export function createSolanaAnswerer(options: SolanaWalletOptions) {
  const keypair = Keypair.fromSecretKey(options.secretKey)
  const address = keypair.publicKey.toBase58()
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(options.secretKey.slice(0, 32))]),
    format: 'der',
    type: 'pkcs8',
  })
  const connection = new Connection(options.rpcUrl, 'confirmed')

  const signTransaction = (base64: unknown) => {
    if (typeof base64 !== 'string') throw new Error('transaction must be base64')
    const bytes = Buffer.from(base64, 'base64')
    // A legacy transaction's first byte after the signatures is a header, a versioned one's a 0x80 mark.
    try {
      const versioned = VersionedTransaction.deserialize(bytes)
      if (versioned.version !== 'legacy') {
        versioned.sign([keypair])
        const index = versioned.message.staticAccountKeys.findIndex((k) => k.equals(keypair.publicKey))
        return {
          signature: encodeBase58(versioned.signatures[index] as Uint8Array),
          wire: versioned.serialize(),
        }
      }
    } catch {
      // Not a versioned transaction: read it as a legacy one below.
    }
    const legacy = Transaction.from(bytes)
    legacy.partialSign(keypair)
    const signature = legacy.signatures.find((s) => s.publicKey.equals(keypair.publicKey))?.signature
    if (!signature) throw new Error('the transaction does not name this wallet as a signer')
    return { signature: encodeBase58(signature), wire: legacy.serialize({ requireAllSignatures: false }) }
  }

  return {
    address,
    caipNetworkId: options.caipNetworkId,
    methods: [...(options.methods ?? SOLANA_METHODS)],
    async answer(method: string, params: Record<string, unknown>): Promise<unknown> {
      if (method === 'solana_signMessage') {
        const message = typeof params.message === 'string' ? decodeBase58(params.message) : undefined
        if (!message) throw new Error('message must be base58')
        if (params.pubkey !== address) throw new Error(`unknown pubkey ${String(params.pubkey)}`)
        return { signature: encodeBase58(new Uint8Array(sign(null, message, privateKey))) }
      }
      if (method === 'solana_signTransaction') {
        const { signature, wire } = signTransaction(params.transaction)
        return { signature, transaction: Buffer.from(wire).toString('base64') }
      }
      if (method === 'solana_signAndSendTransaction') {
        const { wire } = signTransaction(params.transaction)
        const sendOptions = (params.sendOptions ?? {}) as Parameters<Connection['sendRawTransaction']>[1]
        return { signature: await connection.sendRawTransaction(wire, sendOptions) }
      }
      throw new Error(`Unsupported method ${method}`)
    },
  }
}
