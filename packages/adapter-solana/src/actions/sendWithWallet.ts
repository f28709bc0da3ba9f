import type { Commitment } from '@solana/web3.js'
import { confirmSignature } from '../rpc/confirmSignature.ts'
import { askWallet } from '../wallets/toWalletError.ts'
import type { SolanaTransaction, SolanaWallet } from '../wallets/types.ts'

export type SendWithWalletParameters = Parameters<SolanaWallet['signAndSend']>[0] & {
  wallet: SolanaWallet
  lastValidBlockHeight?: number | undefined
  commitment: Commitment
  confirmTimeoutMs: number
  pollMs: number
}

function blockhashOf(transaction: SolanaTransaction): string | undefined {
  return 'version' in transaction
    ? transaction.message.recentBlockhash
    : (transaction.recentBlockhash ?? undefined)
}

/**
 * The wallet signs and submits, then we wait for the cluster to confirm, so the promise
 * resolves only once balances have moved and rejects if the transaction failed on chain.
 */
export async function sendWithWallet(parameters: SendWithWalletParameters): Promise<string> {
  const { wallet, connection, transaction } = parameters
  const signature = await askWallet(() =>
    wallet.signAndSend({
      address: parameters.address,
      transaction,
      chain: parameters.chain,
      connection,
      options: parameters.options,
    }),
  )
  await confirmSignature(connection, {
    signature,
    blockhash: blockhashOf(transaction),
    lastValidBlockHeight: parameters.lastValidBlockHeight,
    commitment: parameters.commitment,
    timeoutMs: parameters.confirmTimeoutMs,
    pollMs: parameters.pollMs,
  })
  return signature
}
