import { sha256 } from '@noble/hashes/sha2.js'
import { Keypair } from '@solana/web3.js'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

// The devstack's test accounts, derived here the way the devstack derives them (apps/devstack
// README, "Test accounts"), so the dev wallet in a browser holds the same keys without asking a
// server for them. Public knowledge: test use only.

/** The well-known anvil/hardhat test mnemonic the devstack funds. */
export const DEVSTACK_MNEMONIC = 'test test test test test test test test test test test junk'

/** The private key of the devstack's EVM test account `index` (0–9). */
export function devstackEvmKey(index: number): Hex {
  const key = mnemonicToAccount(DEVSTACK_MNEMONIC, { addressIndex: index }).getHdKey().privateKey
  if (!key) throw new Error(`no key for EVM test account ${index}`)
  return `0x${[...key].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The devstack's Solana test keypair `index` (0–3): a fixed, public seed. */
export function devstackSolanaKeypair(index: number): Keypair {
  return Keypair.fromSeed(sha256(new TextEncoder().encode(`openappkit-devstack/solana/account/${index}`)))
}
