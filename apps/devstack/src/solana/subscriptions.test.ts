import { getAssociatedTokenAddressSync, getOrCreateAssociatedTokenAccount, transfer } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeBase58 } from './base58.ts'
import { type SolanaRpc, startSolanaRpc } from './index.ts'
import { type Json, openSocket, type TestSocket, testKeypair } from './testing.ts'

let rpc: SolanaRpc
let connection: Connection
const sockets: TestSocket[] = []

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0 })
  connection = new Connection(rpc.url, 'confirmed')
})

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()))
  await rpc.stop()
})

async function socket(): Promise<TestSocket> {
  const opened = await openSocket(rpc.wsUrl)
  sockets.push(opened)
  return opened
}

let nextRequestId = 100
/** Subscribes and resolves with the subscription id once the server has confirmed it. */
async function subscribe(ws: TestSocket, method: string, params: unknown[]): Promise<number> {
  const id = nextRequestId++
  ws.send({ jsonrpc: '2.0', id, method, params })
  const response = await ws.next((message) => message.id === id)
  expect(response.error).toBeUndefined()
  return response.result
}

function notificationOf(subscription: number) {
  return (message: Json) => message.params?.subscription === subscription
}

async function signedTransfer(lamports: number): Promise<{ tx: Transaction; signature: string }> {
  const payer = testKeypair(rpc, 1)
  const tx = new Transaction({ feePayer: payer.publicKey, ...(await connection.getLatestBlockhash()) }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports }),
  )
  tx.sign(payer)
  return { tx, signature: encodeBase58(tx.signature as Buffer) }
}

describe('web3.js over the default WebSocket port', () => {
  test('the WebSocket URL is the HTTP port + 1, where web3.js looks by default', () => {
    expect(Number(new URL(rpc.wsUrl).port)).toBe(Number(new URL(rpc.url).port) + 1)
  })

  test('confirmTransaction with a blockhash strategy confirms a transfer', async () => {
    const { tx, signature } = await signedTransfer(LAMPORTS_PER_SOL / 100)
    await connection.sendRawTransaction(tx.serialize())
    const confirmation = await connection.confirmTransaction({
      signature,
      blockhash: tx.recentBlockhash as string,
      lastValidBlockHeight: tx.lastValidBlockHeight as number,
    })
    expect(confirmation.value.err).toBeNull()
  })

  test('onSignature fires once the transaction lands', async () => {
    const { tx, signature } = await signedTransfer(LAMPORTS_PER_SOL / 100)
    const notified = new Promise<{ err: unknown; slot: number }>((resolve) => {
      connection.onSignature(signature, (result, context) => resolve({ err: result.err, slot: context.slot }))
    })
    await connection.sendRawTransaction(tx.serialize())
    const { err, slot } = await notified
    expect(err).toBeNull()
    expect((await connection.getSignatureStatus(signature)).value?.slot).toBe(slot)
  })

  test('a Connection given the HTTP port as wsEndpoint works too', async () => {
    const direct = new Connection(rpc.url, {
      commitment: 'confirmed',
      wsEndpoint: rpc.url.replace('http', 'ws'),
    })
    const payer = testKeypair(rpc, 2)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1e7,
      }),
    )
    await expect(sendAndConfirmTransaction(direct, tx, [payer])).resolves.toEqual(expect.any(String))
  })
})

describe('subscriptions on the wire', () => {
  test('signatureSubscribe notifies once, with the slot and the error', async () => {
    const ws = await socket()
    const { tx, signature } = await signedTransfer(LAMPORTS_PER_SOL / 100)
    const subscription = await subscribe(ws, 'signatureSubscribe', [signature, { commitment: 'confirmed' }])

    await connection.sendRawTransaction(tx.serialize())

    const notification = await ws.next(notificationOf(subscription))
    const status = await connection.getSignatureStatus(signature)
    expect(notification).toEqual({
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { subscription, result: { context: { slot: status.value?.slot }, value: { err: null } } },
    })
    // Signature subscriptions end with their notification, as on a validator.
    ws.send({ jsonrpc: '2.0', id: 1, method: 'signatureUnsubscribe', params: [subscription] })
    expect((await ws.next((message) => message.id === 1)).error.code).toBe(-32602)
  })

  test('signatureSubscribe for a transaction that already landed notifies at once', async () => {
    const ws = await socket()
    const { tx, signature } = await signedTransfer(LAMPORTS_PER_SOL / 100)
    await connection.sendRawTransaction(tx.serialize())
    const subscription = await subscribe(ws, 'signatureSubscribe', [signature])
    const notification = await ws.next(notificationOf(subscription))
    expect(notification.params.result.value).toEqual({ err: null })
  })

  test('slotSubscribe reports each new slot until unsubscribed', async () => {
    const ws = await socket()
    const subscription = await subscribe(ws, 'slotSubscribe', [])
    const before = await connection.getSlot()

    await connection.requestAirdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL)

    const notification = await ws.next(notificationOf(subscription))
    expect(notification.method).toBe('slotNotification')
    expect(notification.params.result).toEqual({ parent: before, root: before + 1, slot: before + 1 })
    ws.send({ jsonrpc: '2.0', id: 2, method: 'slotUnsubscribe', params: [subscription] })
    expect((await ws.next((message) => message.id === 2)).result).toBe(true)
  })

  test('accountSubscribe sends the account after a transaction changes it', async () => {
    const ws = await socket()
    const wallet = Keypair.generate().publicKey
    const subscription = await subscribe(ws, 'accountSubscribe', [wallet.toBase58(), { encoding: 'base64' }])

    await connection.requestAirdrop(wallet, 3 * LAMPORTS_PER_SOL)

    const notification = await ws.next(notificationOf(subscription))
    expect(notification.method).toBe('accountNotification')
    expect(notification.params.result.value).toMatchObject({
      lamports: 3 * LAMPORTS_PER_SOL,
      owner: SystemProgram.programId.toBase58(),
      data: ['', 'base64'],
    })
  })

  test('a subscriber that cannot be served does not fail the transaction', async () => {
    const ws = await socket()
    const holder = testKeypair(rpc, 0)
    const mint = new PublicKey(rpc.mint.address)
    const tokens = getAssociatedTokenAddressSync(mint, holder.publicKey)
    // base58 is refused for data over 128 bytes; a token account has 165.
    await subscribe(ws, 'accountSubscribe', [tokens.toBase58(), { encoding: 'base58' }])
    const recipient = await getOrCreateAssociatedTokenAccount(
      connection,
      holder,
      mint,
      Keypair.generate().publicKey,
    )

    await transfer(connection, holder, tokens, recipient.address, holder, 10n)

    expect((await connection.getTokenAccountBalance(recipient.address)).value.amount).toBe('10')
  })

  test('logsSubscribe with mentions reports the logs of matching transactions', async () => {
    const ws = await socket()
    const wallet = Keypair.generate().publicKey
    const subscription = await subscribe(ws, 'logsSubscribe', [{ mentions: [wallet.toBase58()] }])

    const signature = await connection.requestAirdrop(wallet, LAMPORTS_PER_SOL)

    const notification = await ws.next(notificationOf(subscription))
    expect(notification.params.result.value).toMatchObject({ signature, err: null })
    expect(notification.params.result.value.logs).toContain(
      'Program 11111111111111111111111111111111 success',
    )
  })
})
