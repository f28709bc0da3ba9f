import {
  createMint,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_PROGRAM_ID,
  transfer,
  transferChecked,
} from '@solana/spl-token'
import { Connection, Keypair, type ParsedAccountData, PublicKey, SendTransactionError } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SolanaRpc, startSolanaRpc } from './index.ts'
import { testKeypair } from './testing.ts'

let rpc: SolanaRpc
let connection: Connection

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0 })
  connection = new Connection(rpc.url, 'confirmed')
})

afterAll(() => rpc.stop())

async function tokenBalance(account: PublicKey): Promise<string> {
  return (await connection.getTokenAccountBalance(account)).value.amount
}

describe('a token created with the spl-token helpers', () => {
  test('can be minted, transferred, and read back parsed', async () => {
    const payer = testKeypair(rpc, 1)
    const alice = Keypair.generate()
    const bob = Keypair.generate()

    const mint = await createMint(connection, payer, payer.publicKey, null, 6)
    const aliceTokens = await getOrCreateAssociatedTokenAccount(connection, payer, mint, alice.publicKey)
    const bobTokens = await getOrCreateAssociatedTokenAccount(connection, payer, mint, bob.publicKey)
    await mintTo(connection, payer, mint, aliceTokens.address, payer, 5_000_000n)
    const signature = await transfer(
      connection,
      payer,
      aliceTokens.address,
      bobTokens.address,
      alice,
      1_250_000n,
    )

    expect((await connection.getTokenAccountBalance(bobTokens.address)).value).toEqual({
      amount: '1250000',
      decimals: 6,
      uiAmount: 1.25,
      uiAmountString: '1.25',
    })
    expect(await tokenBalance(aliceTokens.address)).toBe('3750000')
    expect((await connection.getTokenSupply(mint)).value.uiAmountString).toBe('5')

    const byMint = await connection.getParsedTokenAccountsByOwner(bob.publicKey, { mint })
    expect(byMint.value).toHaveLength(1)
    expect(byMint.value[0]?.pubkey.equals(bobTokens.address)).toBe(true)
    expect(byMint.value[0]?.account.data.parsed).toMatchObject({
      type: 'account',
      info: { mint: mint.toBase58(), owner: bob.publicKey.toBase58(), state: 'initialized' },
    })
    const byProgram = await connection.getTokenAccountsByOwner(alice.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    })
    expect(byProgram.value.map((entry) => entry.pubkey.toBase58())).toEqual([aliceTokens.address.toBase58()])

    const mintInfo = await connection.getParsedAccountInfo(mint)
    expect((mintInfo.value?.data as ParsedAccountData | undefined)?.parsed).toEqual({
      type: 'mint',
      info: {
        mintAuthority: payer.publicKey.toBase58(),
        supply: '5000000',
        decimals: 6,
        isInitialized: true,
        freezeAuthority: null,
      },
    })

    // What a history view reads: the token balances before and after, by account.
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const post = landed?.meta?.postTokenBalances?.map((entry) => [entry.owner, entry.uiTokenAmount.amount])
    expect(post).toEqual(
      expect.arrayContaining([
        [alice.publicKey.toBase58(), '3750000'],
        [bob.publicKey.toBase58(), '1250000'],
      ]),
    )
    const pre = landed?.meta?.preTokenBalances?.map((entry) => [entry.owner, entry.uiTokenAmount.amount])
    expect(pre).toEqual(
      expect.arrayContaining([
        [alice.publicKey.toBase58(), '5000000'],
        [bob.publicKey.toBase58(), '0'],
      ]),
    )
  })

  test('a transfer of more tokens than held fails and moves nothing', async () => {
    const payer = testKeypair(rpc, 2)
    const mint = await createMint(connection, payer, payer.publicKey, null, 6)
    const from = await getOrCreateAssociatedTokenAccount(connection, payer, mint, payer.publicKey)
    const to = await getOrCreateAssociatedTokenAccount(connection, payer, mint, Keypair.generate().publicKey)
    await mintTo(connection, payer, mint, from.address, payer, 100n)

    const error = await transfer(connection, payer, from.address, to.address, payer, 101n).catch(
      (caught: unknown) => caught,
    )

    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).logs?.join('\n')).toContain('insufficient funds')
    expect(await tokenBalance(from.address)).toBe('100')
    expect(await tokenBalance(to.address)).toBe('0')
  })
})

describe('the test mint', () => {
  test('is held in full by the first test account, which can send it', async () => {
    const holder = testKeypair(rpc, 0)
    const mint = new PublicKey(rpc.mint.address)
    expect(rpc.mint.decimals).toBe(6)
    const holderTokens = getAssociatedTokenAddressSync(mint, holder.publicKey)
    expect(await tokenBalance(holderTokens)).toBe('1000000000000')

    const recipient = testKeypair(rpc, 3)
    const recipientTokens = await getOrCreateAssociatedTokenAccount(
      connection,
      holder,
      mint,
      recipient.publicKey,
    )
    const signature = await transferChecked(
      connection,
      holder,
      holderTokens,
      mint,
      recipientTokens.address,
      holder,
      2_500_000n,
      6,
    )

    expect(await tokenBalance(recipientTokens.address)).toBe('2500000')
    expect(await tokenBalance(holderTokens)).toBe('999997500000')
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'transferChecked',
        info: { mint: mint.toBase58(), tokenAmount: { uiAmountString: '2.5' } },
      },
    })
  })

  test('token methods refuse accounts that are not token accounts', async () => {
    const wallet = testKeypair(rpc, 0).publicKey
    await expect(connection.getTokenAccountBalance(wallet)).rejects.toThrow('not a Token account')
    await expect(connection.getTokenSupply(wallet)).rejects.toThrow('not a Token mint')
    await expect(connection.getTokenAccountsByOwner(wallet, { programId: wallet })).rejects.toThrow(
      'unrecognized Token program id',
    )
  })
})
