// The devstack's local Solana chain: litesvm behind the validator's JSON-RPC and pub/sub API.
export { type SolanaRpc, type SolanaRpcOptions, startSolanaRpc } from './server.ts'
export { startSolanaRpcThread } from './thread.ts'
