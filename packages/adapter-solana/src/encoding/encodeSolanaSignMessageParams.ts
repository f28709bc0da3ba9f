import bs58 from 'bs58'

/** The params of a `solana_signMessage` request: the message in base58, and the signer. */
export type SolanaSignMessageParams = { message: string; pubkey: string }

/**
 * Builds `solana_signMessage` params for a wallet reached over JSON-RPC (WalletConnect, the
 * embedded wallet's frame). Text is signed as its UTF-8 bytes, as wallets display it.
 */
export function encodeSolanaSignMessageParams(parameters: {
  message: string | Uint8Array
  address: string
}): SolanaSignMessageParams {
  const bytes =
    typeof parameters.message === 'string' ? new TextEncoder().encode(parameters.message) : parameters.message
  return { message: bs58.encode(bytes), pubkey: parameters.address }
}
