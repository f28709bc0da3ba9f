import { Connection, Keypair } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../solana/base58.ts'
import { signSolanaMessage, signSolanaTransaction } from '../wallet/solanaSigner.ts'

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

// Base64 with what both Node and browsers have (no Buffer): the phone page runs this too.
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * Answers WalletConnect's Solana requests as a real wallet does (WalletConnect's Solana RPC
 * reference): `solana_signMessage` { message: base58, pubkey } → { signature: base58 };
 * `solana_signTransaction` { transaction: base64 } → { signature, transaction: base64 signed };
 * `solana_signAndSendTransaction` { transaction: base64, sendOptions } → { signature }, sent to
 * the cluster's RPC. Signs with the test wallet's signer, which runs in Node and in a browser.
 */
export function createSolanaAnswerer(options: SolanaWalletOptions) {
  const keypair = Keypair.fromSecretKey(options.secretKey)
  const address = keypair.publicKey.toBase58()
  const connection = new Connection(options.rpcUrl, 'confirmed')

  const signTransaction = (base64: unknown) => {
    if (typeof base64 !== 'string') throw new Error('transaction must be base64')
    return signSolanaTransaction(keypair, fromBase64(base64))
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
        return { signature: encodeBase58(signSolanaMessage(keypair, message)) }
      }
      if (method === 'solana_signTransaction') {
        const { signature, wire } = signTransaction(params.transaction)
        return { signature: encodeBase58(signature), transaction: toBase64(wire) }
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
