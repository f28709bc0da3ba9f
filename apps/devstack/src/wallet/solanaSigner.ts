import { ed25519 } from '@noble/curves/ed25519.js'
import { type Keypair, Transaction, VersionedTransaction } from '@solana/web3.js'

// The one Solana signer of the test wallets: the Wallet Standard test wallet (tests, the dev
// wallet) and the devstack's WalletConnect phone wallet (tests, the playground's phone page) sign
// with these. Pure JavaScript (no node:crypto), so both run in Node and in a browser.

/** An ed25519 signature of `message` by the keypair, as Solana wallets sign messages. */
export function signSolanaMessage(keypair: Keypair, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, keypair.secretKey.slice(0, 32))
}

/**
 * Signs a serialized transaction (versioned or legacy, as WalletConnect and Wallet Standard hand
 * them over) as the keypair and returns the keypair's signature, the transaction's id (its first
 * signature, the fee payer's, which sign-and-send answers with) and the signed wire bytes. Fails
 * when the transaction does not name the keypair as a signer.
 */
export function signSolanaTransaction(
  keypair: Keypair,
  bytes: Uint8Array,
): { signature: Uint8Array; id: Uint8Array; wire: Uint8Array } {
  // A legacy transaction's first byte after the signatures is a header, a versioned one's a 0x80 mark.
  let versioned: VersionedTransaction | undefined
  try {
    versioned = VersionedTransaction.deserialize(bytes)
  } catch {
    // Not a versioned transaction: read as a legacy one below.
  }
  if (versioned && versioned.version !== 'legacy') {
    const index = versioned.message.staticAccountKeys.findIndex((key) => key.equals(keypair.publicKey))
    if (index < 0 || index >= versioned.message.header.numRequiredSignatures)
      throw new Error('the transaction does not name this wallet as a signer')
    versioned.sign([keypair])
    return {
      signature: versioned.signatures[index] as Uint8Array,
      id: versioned.signatures[0] as Uint8Array,
      wire: versioned.serialize(),
    }
  }
  const legacy = Transaction.from(bytes)
  legacy.partialSign(keypair)
  const signature = legacy.signatures.find((s) => s.publicKey.equals(keypair.publicKey))?.signature
  if (!signature) throw new Error('the transaction does not name this wallet as a signer')
  return {
    signature: new Uint8Array(signature),
    id: new Uint8Array(legacy.signatures[0]?.signature ?? signature),
    wire: legacy.serialize({ requireAllSignatures: false }),
  }
}
