import { createServer } from 'node:net'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { expect, test } from 'vitest'
import { startSolanaRpcThread } from './index.ts'
import { call, testKeypair } from './testing.ts'

// The chain on its own thread behaves as the in-process one: same genesis, same answers,
// subscriptions included; a start that cannot take its port fails with the reason, and after a
// stop nothing listens.

test('serves the same chain from its thread: keys, balances, a confirmed transfer', async () => {
  const rpc = await startSolanaRpcThread({ port: 0 })
  try {
    expect(rpc.accounts).toHaveLength(4)
    expect(rpc.accounts[0]?.secretKey).toBeInstanceOf(Uint8Array)
    expect((await call(rpc.url, 'getBalance', [rpc.accounts[0]?.publicKey])).result.value).toBe(1000 * 1e9)
    // confirmTransaction waits on signatureSubscribe: the thread's WebSocket answers too.
    const connection = new Connection(rpc.url, 'confirmed')
    const to = Keypair.generate().publicKey
    const transfer = SystemProgram.transfer({
      fromPubkey: testKeypair(rpc, 0).publicKey,
      toPubkey: to,
      lamports: LAMPORTS_PER_SOL,
    })
    await sendAndConfirmTransaction(connection, new Transaction().add(transfer), [testKeypair(rpc, 0)])
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
  } finally {
    await rpc.stop()
    await rpc.stop()
  }
  // Stopped: nothing listens there any more.
  await expect(fetch(`${rpc.url}/health`)).rejects.toThrow()
}, 30_000)

test('a port that is taken fails the start with the reason', async () => {
  const blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  const { port } = blocker.address() as import('node:net').AddressInfo
  try {
    await expect(startSolanaRpcThread({ port })).rejects.toThrow(`port ${port} (Solana RPC) is in use`)
  } finally {
    blocker.close()
  }
})
