import { type SolanaRpc, startSolanaRpc } from '@openappkit/devstack/solana'
import { Connection, Keypair } from '@solana/web3.js'
import { fetchSolanaCluster } from '../src/exports/index'

/** The devstack's Solana chain on free ports, as the app would configure it. */
export async function startChain() {
  const rpc: SolanaRpc = await startSolanaRpc({ port: 0 })
  const network = await fetchSolanaCluster({ name: 'Devstack', rpcUrl: rpc.url })
  const keypairs = rpc.accounts.map((account) => Keypair.fromSecretKey(account.secretKey))
  // An independent view of the chain, to check what the adapter did the way a user would.
  const chain = new Connection(rpc.url, 'confirmed')
  return { rpc, network, keypairs, chain }
}
