import type { Hex } from 'viem'
import { type PhoneUser, runPhoneWallet, type WalletConnectWallet } from './phoneWallet.ts'
import { closeSignClient, createSignClient } from './sign-client.ts'
import type { SolanaWalletOptions } from './solana-wallet.ts'

export type { WalletConnectWallet } from './phoneWallet.ts'

/**
 * A phone wallet for tests: the real @walletconnect/sign-client in Node on the devstack's relay,
 * approving every proposal and request (see runPhoneWallet for what it answers). It talks to the
 * local relay only (see createSignClient).
 */
export async function createWalletConnectWallet(options: {
  relayUrl: string
  privateKey: Hex
  chains: Record<number, string>
  /** Another key for some chains (chain id → key): the wallet approves and signs with it there. */
  keysByChain?: Record<number, Hex>
  /** The wallet's name in its metadata, which the dapp sees. */
  name?: string
  /** A Solana account too: approved when the dapp asks for `solana`, answering its requests. */
  solana?: SolanaWalletOptions
  /** The namespaces it approves of those asked (all it can by default). */
  approve?: readonly ('eip155' | 'solana')[]
  /** Decides each proposal and request first (a user who says no). */
  user?: PhoneUser
}): Promise<WalletConnectWallet> {
  const client = await createSignClient(options.relayUrl, 'wallet', {
    metadata: { name: options.name ?? 'Test Phone Wallet', description: 'OpenAppKit devstack test wallet' },
  })
  // Assigned, not spread: `topic` is a getter.
  return Object.assign(runPhoneWallet(client, options), { close: () => closeSignClient(client) })
}
