import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeBase58 } from './base58.ts'
import { type SolanaRpc, startSolanaRpc } from './index.ts'
import { testKeypair } from './testing.ts'

let rpc: SolanaRpc
let connection: Connection

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0 })
  connection = new Connection(rpc.url, 'confirmed')
})

afterAll(() => rpc.stop())

async function funded(sol: number): Promise<Keypair> {
  const wallet = Keypair.generate()
  const signature = await connection.requestAirdrop(wallet.publicKey, sol * LAMPORTS_PER_SOL)
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
  return wallet
}

function transfer(from: Keypair, to: PublicKey, lamports: number): Transaction {
  return new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
}

describe('test accounts', () => {
  test('start funded with 1000 SOL each and are the same on every start', async () => {
    expect(rpc.accounts).toHaveLength(4)
    for (const account of rpc.accounts) {
      expect(await connection.getBalance(Keypair.fromSecretKey(account.secretKey).publicKey)).toBe(
        1000 * LAMPORTS_PER_SOL,
      )
    }
    // The README lists these addresses; they must not drift.
    expect(rpc.accounts[0]?.publicKey).toBe('846uzHCxEASGFd9hoRs5sdTnyqATeRDg5wx18d6CZ5Jj')
    expect(rpc.mint).toEqual({ address: '6ePWRiyE9TMSStNCEo9mceC9uEtLTHbx2Bc9iNdgn3mA', decimals: 6 })
    const again = await startSolanaRpc({ port: 0 })
    try {
      expect(again.accounts.map((account) => account.publicKey)).toEqual(
        rpc.accounts.map((account) => account.publicKey),
      )
      expect(again.mint).toEqual(rpc.mint)
    } finally {
      await again.stop()
    }
  })
})

describe('SOL', () => {
  test('an airdrop arrives and shows in the balance', async () => {
    const wallet = await funded(2)
    expect(await connection.getBalance(wallet.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
  })

  test('a transfer moves the amount and charges the payer the fee', async () => {
    const payer = testKeypair(rpc, 1)
    const recipient = Keypair.generate().publicKey
    const before = await connection.getBalance(payer.publicKey)

    const signature = await sendAndConfirmTransaction(
      connection,
      transfer(payer, recipient, 0.5 * LAMPORTS_PER_SOL),
      [payer],
    )

    expect(await connection.getBalance(recipient)).toBe(0.5 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(payer.publicKey)).toBe(before - 0.5 * LAMPORTS_PER_SOL - 5000)
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.err).toBeNull()
    expect(landed?.meta?.fee).toBe(5000)
    expect(landed?.meta?.preBalances.slice(0, 2)).toEqual([before, 0])
    expect(landed?.meta?.postBalances.slice(0, 2)).toEqual([
      before - 0.5 * LAMPORTS_PER_SOL - 5000,
      0.5 * LAMPORTS_PER_SOL,
    ])
    expect(landed?.blockTime).toBeCloseTo(Date.now() / 1000, -2)
    const statuses = await connection.getSignatureStatuses([signature])
    expect(statuses.value[0]).toMatchObject({
      err: null,
      confirmationStatus: 'finalized',
      slot: landed?.slot,
    })
  })

  test('two identical transfers in a row both land', async () => {
    const payer = await funded(1)
    const recipient = Keypair.generate().publicKey
    const first = await sendAndConfirmTransaction(
      connection,
      transfer(payer, recipient, LAMPORTS_PER_SOL / 10),
      [payer],
    )
    const second = await sendAndConfirmTransaction(
      connection,
      transfer(payer, recipient, LAMPORTS_PER_SOL / 10),
      [payer],
    )
    expect(second).not.toBe(first)
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 5)
  })

  test('a transfer of more than the balance is refused by preflight and changes nothing', async () => {
    const payer = await funded(1)
    const recipient = Keypair.generate().publicKey
    const attempt = sendAndConfirmTransaction(connection, transfer(payer, recipient, 5 * LAMPORTS_PER_SOL), [
      payer,
    ])

    const error = await attempt.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toContain('Transaction simulation failed')
    expect((error as SendTransactionError).message).toContain('custom program error: 0x1')
    expect((error as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports')
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL)
    expect(await connection.getBalance(recipient)).toBe(0)
  })

  test('with skipPreflight a failing transfer lands as failed and costs only the fee', async () => {
    const payer = await funded(1)
    const recipient = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const tx = transfer(payer, recipient, 5 * LAMPORTS_PER_SOL)
    tx.recentBlockhash = blockhash
    tx.sign(payer)

    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    const confirmation = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })

    expect(confirmation.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - 5000)
    expect(await connection.getBalance(recipient)).toBe(0)
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.logMessages?.join('\n')).toContain('insufficient lamports')
  })

  test('a transaction with an unknown blockhash is refused', async () => {
    const payer = testKeypair(rpc, 1)
    const tx = transfer(payer, Keypair.generate().publicKey, 1000)
    tx.recentBlockhash = Keypair.generate().publicKey.toBase58()
    tx.sign(payer)
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow('Blockhash not found')
    await expect(connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })).rejects.toThrow(
      'Blockhash not found',
    )
  })

  test('with skipPreflight a transaction that cannot pay its fee is refused at once', async () => {
    const broke = Keypair.generate()
    const tx = transfer(broke, Keypair.generate().publicKey, 1000)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.sign(broke)
    await expect(connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })).rejects.toThrow(
      'Transaction rejected: Attempt to debit an account but found no record of a prior credit.',
    )
    expect(await connection.getSignatureStatus(encodeBase58(tx.signature as Buffer))).toMatchObject({
      value: null,
    })
  })

  test('resending a landed transaction does not run it twice', async () => {
    const payer = await funded(1)
    const recipient = Keypair.generate().publicKey
    const tx = transfer(payer, recipient, 1e8)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.sign(payer)
    const signature = await connection.sendRawTransaction(tx.serialize())

    await expect(connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })).resolves.toBe(
      signature,
    )
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow('already been processed')
    expect(await connection.getBalance(recipient)).toBe(1e8)
  })

  test('a transaction with a forged signature is refused', async () => {
    const payer = testKeypair(rpc, 1)
    const tx = transfer(payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.feePayer = payer.publicKey
    tx.addSignature(payer.publicKey, Buffer.alloc(64, 7))
    await expect(connection.sendRawTransaction(tx.serialize({ verifySignatures: false }))).rejects.toThrow(
      'signature verification failure',
    )
  })

  test('a version 0 transaction lands and is returned with its version', async () => {
    const payer = await funded(1)
    const recipient = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1e8 }),
      ],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([payer])

    const signature = await connection.sendTransaction(tx)

    expect(await connection.getBalance(recipient)).toBe(1e8)
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version).toBe(
      0,
    )
    await expect(connection.getTransaction(signature)).rejects.toThrow('maxSupportedTransactionVersion')
  })

  test('the fee in a transaction with a priority fee is what the payer is charged', async () => {
    const payer = await funded(1)
    const tx = transfer(payer, Keypair.generate().publicKey, 1e8)
    tx.instructions.unshift(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 2_000_000 }),
    )
    tx.feePayer = payer.publicKey
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    const quoted = await connection.getFeeForMessage(tx.compileMessage())

    const signature = await sendAndConfirmTransaction(connection, tx, [payer])

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.fee).toBe(5000 + 20_000)
    expect(quoted.value).toBe(landed?.meta?.fee)
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - 1e8 - 25_000)
  })

  test('an address history lists its transactions newest first and pages with before', async () => {
    const payer = await funded(1)
    const recipient = Keypair.generate().publicKey
    const sent = [
      await sendAndConfirmTransaction(connection, transfer(payer, recipient, 1e7), [payer]),
      await sendAndConfirmTransaction(connection, transfer(payer, recipient, 2e7), [payer]),
    ]

    const history = await connection.getSignaturesForAddress(recipient)
    expect(history.map((entry) => entry.signature)).toEqual([...sent].reverse())
    expect(history[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const older = await connection.getSignaturesForAddress(recipient, { before: sent[1] })
    expect(older.map((entry) => entry.signature)).toEqual([sent[0]])
    // The airdrop that funded the payer is part of its history too.
    expect(await connection.getSignaturesForAddress(payer.publicKey)).toHaveLength(3)
  })

  test('a parsed transaction names the SOL transfer', async () => {
    const payer = testKeypair(rpc, 2)
    const recipient = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(connection, transfer(payer, recipient, 3e7), [payer])
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: payer.publicKey.toBase58(), destination: recipient.toBase58(), lamports: 3e7 },
      },
    })
  })
})

describe('cluster state', () => {
  test('slot, block height and blockhash advance with each transaction', async () => {
    const before = await connection.getLatestBlockhash()
    const slot = await connection.getSlot()
    await funded(1)
    const after = await connection.getLatestBlockhash()
    expect(after.blockhash).not.toBe(before.blockhash)
    expect(await connection.getSlot()).toBe(slot + 1)
    expect(after.lastValidBlockHeight).toBe(before.lastValidBlockHeight + 1)
    expect(await connection.isBlockhashValid(before.blockhash)).toMatchObject({ value: true })
    const epoch = await connection.getEpochInfo()
    expect(epoch).toMatchObject({ absoluteSlot: slot + 1, epoch: 0 })
  })

  test('rent, version and genesis hash are served', async () => {
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })
})
