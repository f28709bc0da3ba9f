// For the type of inject('devstack') (the fixture declares it).
import type {} from '@openappkit/devstack/vitest'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js'
import { inject } from 'vitest'
import { fetchSolanaCluster } from '../src/exports/index.ts'

/** SOL each of a file's own keypairs starts with. */
const FUNDS = 1000n * BigInt(LAMPORTS_PER_SOL)
/** Test-mint units the file's first keypair starts with: 1000 of the supply's million (6 decimals). */
const TOKENS = 1_000_000_000n

/**
 * The devstack's Solana chain (the project's global setup, shared by every file, which run in
 * parallel), as the app would configure it, with four keypairs of this file's own: fresh, funded
 * by airdrop, the first also holding test-mint tokens sent from the devstack account that holds
 * the supply. No other file signs with them, so balances a test reads change only by what it did.
 */
export async function startChain() {
  const devstack = inject('devstack')
  const url = devstack.urls.solanaRpc
  const mint = devstack.contracts.solana?.mint
  const holder = devstack.accounts.solana[0]
  if (!(url && mint && holder)) throw new Error('the devstack runs no Solana chain')
  const network = await fetchSolanaCluster({ name: 'Devstack', rpcUrl: url })
  // An independent view of the chain, to check what the adapter did the way a user would.
  const chain = new Connection(url, 'confirmed')
  const keypairs = Array.from({ length: 4 }, () => Keypair.generate())
  await Promise.all(keypairs.map((keypair) => chain.requestAirdrop(keypair.publicKey, Number(FUNDS))))
  const [first] = keypairs as [Keypair]
  const supply = Keypair.fromSecretKey(Uint8Array.from(holder.secretKey))
  const mintKey = new PublicKey(mint.address)
  const to = getAssociatedTokenAddressSync(mintKey, first.publicKey)
  // The devstack lands a transaction as it is sent (a block per transaction), so no confirmation
  // is awaited: it is on chain when sendTransaction returns.
  await chain.sendTransaction(
    new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(first.publicKey, to, first.publicKey, mintKey),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(mintKey, supply.publicKey),
        mintKey,
        to,
        supply.publicKey,
        TOKENS,
        mint.decimals,
      ),
    ),
    [first, supply],
  )
  return { rpc: { url, mint }, network, keypairs, chain }
}
