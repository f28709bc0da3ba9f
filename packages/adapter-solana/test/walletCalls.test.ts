import { ed25519 } from '@noble/curves/ed25519.js'
import { createMemoryStorage } from '@openappkit/core'
import { SolanaTestWallet } from '@openappkit/testing/wallet'
import { getAccount, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import bs58 from 'bs58'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter, SolanaTransactionError } from '../src/exports/index.ts'
import { startChain } from './devstack.ts'

let chain: Awaited<ReturnType<typeof startChain>>
let wallet: SolanaTestWallet
let adapter: SolanaAdapter
let owner: string
let unregister: () => void

beforeAll(async () => {
  chain = await startChain()
  // The file's first keypair holds test-mint tokens.
  wallet = new SolanaTestWallet({
    name: 'Calls Wallet',
    keypairs: chain.keypairs.slice(0, 1),
    rpcUrl: chain.rpc.url,
  })
  unregister = getWallets().register(wallet)
  owner = chain.keypairs[0]?.publicKey.toBase58() ?? ''
})

afterAll(async () => {
  unregister()
})

beforeEach(async () => {
  adapter?.destroy()
  adapter = createSolanaAdapter({
    networks: [chain.network],
    storage: createMemoryStorage(),
    tokenSymbols: { [chain.rpc.mint.address]: 'DEV' },
  })
  await adapter.connect({ connectorId: 'Calls Wallet' })
  wallet.answers.clear()
  wallet.dropsSends = false
  wallet.whileSending = undefined
})

const lamports = (address: string) => chain.chain.getBalance(new PublicKey(address)).then(BigInt)

/**
 * Lands `count` transactions. The devstack closes a block per landed transaction and none on a
 * timer, so this is how a blockhash's 150 blocks pass.
 */
async function landBlocks(count: number) {
  const payee = Keypair.generate().publicKey
  for (let i = 0; i < count; i += 1) await chain.chain.requestAirdrop(payee, LAMPORTS_PER_SOL)
}

describe('balances', () => {
  test('SOL balance in lamports, as the chain reports it', async () => {
    const balance = await adapter.getBalance({ address: owner, network: chain.network })
    expect(balance).toEqual({ value: await lamports(owner), decimals: 9, symbol: 'SOL' })
    expect(adapter.formatUnits(balance.value, balance.decimals)).toMatch(/^\d+(\.\d+)?$/)
  })

  test('SPL balance of the holder, and 0 for an owner with no token account', async () => {
    const { mint } = chain.rpc
    const held = await adapter.getTokenBalance({
      address: owner,
      token: mint.address,
      network: chain.network,
    })
    const onChain = await getAccount(
      chain.chain,
      getAssociatedTokenAddressSync(new PublicKey(mint.address), new PublicKey(owner)),
    )
    expect(held).toEqual({ value: onChain.amount, decimals: 6, symbol: 'DEV' })
    const stranger = Keypair.generate().publicKey.toBase58()
    expect(
      await adapter.getTokenBalance({ address: stranger, token: mint.address, network: chain.network }),
    ).toEqual({
      value: 0n,
      decimals: 6,
      symbol: 'DEV',
    })
  })

  test('a malformed address is named, and no request is made', async () => {
    await expect(adapter.getBalance({ address: 'not-base58!', network: chain.network })).rejects.toThrow(
      /Invalid Solana address[\s\S]*not-base58!/,
    )
  })

  test('parseUnits and formatUnits round-trip SOL amounts', () => {
    expect(adapter.parseUnits('1.5', 9)).toBe(1_500_000_000n)
    expect(adapter.formatUnits(1_500_000_000n, 9)).toBe('1.5')
  })
})

describe('signMessage', () => {
  test('returns a base58 ed25519 signature that verifies against the account', async () => {
    const message = 'Sign in to OpenAppKit\nNonce: 42'
    const signature = await adapter.signMessage({ address: owner, message })
    const valid = ed25519.verify(
      bs58.decode(signature),
      new TextEncoder().encode(message),
      bs58.decode(owner),
    )
    expect(valid).toBe(true)
    expect(
      ed25519.verify(bs58.decode(signature), new TextEncoder().encode('other'), bs58.decode(owner)),
    ).toBe(false)
  })

  test('a refusal rejects clearly and the session stays', async () => {
    wallet.rejectNext('signMessage')
    await expect(adapter.signMessage({ address: owner, message: 'hi' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'The request was rejected in the wallet',
    })
    expect(adapter.getAccount()?.address).toBe(owner)
  })

  test('signing for an account the wallet did not authorise never reaches the wallet', async () => {
    const requests = wallet.calls.length
    const other = Keypair.generate().publicKey.toBase58()
    await expect(adapter.signMessage({ address: other, message: 'hi' })).rejects.toThrow(
      'Account not found in the connected wallet',
    )
    expect(wallet.calls.length).toBe(requests)
  })

  test("the connected wallet's provider is its Wallet Standard wallet, signing for the account; none once disconnected", async () => {
    const provider = (await adapter.getProvider?.()) as SolanaTestWallet
    expect(provider).toBe(wallet)
    expect(provider.accounts.map((a) => a.address)).toContain(owner)
    await adapter.disconnect()
    expect(await adapter.getProvider?.()).toBeUndefined()
  })

  test('typed data is EVM-only: the Solana adapter offers none', () => {
    expect(adapter.signTypedData).toBeUndefined()
  })
})

describe('sendTransfer', () => {
  test('sends SOL: the receiver gains the amount and the sender pays amount plus fee', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    const amount = adapter.parseUnits('0.25', 9)
    const fee = await adapter.estimateGas({ from: owner, to, value: amount, network: chain.network })
    const before = await lamports(owner)
    const signature = await adapter.sendTransfer({ from: owner, to, amount, network: chain.network })
    expect(bs58.decode(signature)).toHaveLength(64)
    expect(await lamports(to)).toBe(amount)
    expect(await lamports(owner)).toBe(before - amount - fee)
    expect(fee).toBeGreaterThan(0n)
  })

  test('sends an SPL token to an address with no token account, creating it', async () => {
    const { mint } = chain.rpc
    const to = Keypair.generate().publicKey
    const receiverAccount = getAssociatedTokenAddressSync(new PublicKey(mint.address), to)
    expect(await chain.chain.getAccountInfo(receiverAccount)).toBeNull()
    const senderBefore = await adapter.getTokenBalance({
      address: owner,
      token: mint.address,
      network: chain.network,
    })

    await adapter.sendTransfer({
      from: owner,
      to: to.toBase58(),
      amount: 1_234_567n,
      token: mint.address,
      network: chain.network,
    })

    expect((await getAccount(chain.chain, receiverAccount)).amount).toBe(1_234_567n)
    const senderAfter = await adapter.getTokenBalance({
      address: owner,
      token: mint.address,
      network: chain.network,
    })
    expect(senderAfter.value).toBe(senderBefore.value - 1_234_567n)

    // A second send finds the account and simply transfers.
    await adapter.sendTransfer({
      from: owner,
      to: to.toBase58(),
      amount: 1n,
      token: mint.address,
      network: chain.network,
    })
    expect((await getAccount(chain.chain, receiverAccount)).amount).toBe(1_234_568n)
  })

  test('a refused send rejects clearly and moves nothing; the session stays', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    const before = await lamports(owner)
    wallet.rejectNext('signAndSendTransaction')
    await expect(
      adapter.sendTransfer({ from: owner, to, amount: 1000n, network: chain.network }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'The request was rejected in the wallet',
    })
    expect(await lamports(owner)).toBe(before)
    expect(await lamports(to)).toBe(0n)
    expect(adapter.getAccount()?.address).toBe(owner)
  })

  test('more SOL than the account holds fails with the chain’s reason and moves nothing', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    const before = await lamports(owner)
    const error = await adapter
      .sendTransfer({ from: owner, to, amount: before * 2n, network: chain.network })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaTransactionError)
    expect((error as SolanaTransactionError).shortMessage).toBe('The transaction failed on chain')
    expect((error as SolanaTransactionError).logs.join('\n')).toMatch(/insufficient lamports/)
    expect(await lamports(owner)).toBe(before)
    expect(adapter.getAccount()?.address).toBe(owner)
  })

  test('more tokens than held is refused before the wallet is asked, and nothing moves', async () => {
    const { mint } = chain.rpc
    const to = Keypair.generate().publicKey
    const held = await adapter.getTokenBalance({
      address: owner,
      token: mint.address,
      network: chain.network,
    })
    const requests = wallet.calls.length
    const error = await adapter
      .sendTransfer({
        from: owner,
        to: to.toBase58(),
        amount: held.value + 1n,
        token: mint.address,
        network: chain.network,
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'Not enough tokens to send' })
    expect((error as Error).message).toContain(`holds ${held.value}`)
    // The user never saw a prompt for a send that could not succeed.
    expect(wallet.calls.length).toBe(requests)
    expect(
      await chain.chain.getAccountInfo(getAssociatedTokenAddressSync(new PublicKey(mint.address), to)),
    ).toBeNull()
    expect(
      (await adapter.getTokenBalance({ address: owner, token: mint.address, network: chain.network })).value,
    ).toBe(held.value)
  })

  test('an amount of zero or no receiver is refused with the spec’s sentence', async () => {
    await expect(
      adapter.sendTransfer({ from: owner, to: '', amount: 1n, network: chain.network }),
    ).rejects.toThrow('An amount and receiver address are required')
    await expect(
      adapter.sendTransfer({
        from: owner,
        to: Keypair.generate().publicKey.toBase58(),
        amount: 0n,
        network: chain.network,
      }),
    ).rejects.toThrow('An amount and receiver address are required')
  })
})

describe('signAndSendTransaction', () => {
  const transfer = (to: PublicKey, lamportsToSend: number | bigint) =>
    new Transaction().add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(owner), toPubkey: to, lamports: lamportsToSend }),
    )

  test('sends a transaction the app built, with the SPEC §5 options passed to the wallet', async () => {
    const to = Keypair.generate().publicKey
    const signature = await adapter.signAndSendTransaction({
      transaction: transfer(to, LAMPORTS_PER_SOL / 10),
      options: {
        skipPreflight: false,
        preflightCommitment: 'singleGossip',
        maxRetries: 3,
        minContextSlot: 0,
      },
    })
    expect(await chain.chain.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10)
    const status = await chain.chain.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
    // Wallet Standard knows no "singleGossip": it gets the level the validator reads it as.
    expect(wallet.sendOptions.at(-1)).toEqual({
      skipPreflight: false,
      preflightCommitment: 'confirmed',
      maxRetries: 3,
      minContextSlot: 0,
    })
  })

  test.each([
    [{ skipPreflight: 'yes' }, 'skipPreflight: Invalid input: expected boolean'],
    [
      { preflightCommitment: 'fast' },
      'preflightCommitment: Invalid option: expected one of "processed"|"confirmed"',
    ],
    [{ maxRetries: '3' }, 'maxRetries: Invalid input: expected number'],
    [{ minContextSlot: null }, 'minContextSlot: Invalid input: expected number'],
    [{ commitment: 'confirmed' }, 'Unrecognized key: "commitment"'],
  ])('rejects bad options %j before the wallet is asked', async (options, reason) => {
    const requests = wallet.calls.length
    const to = Keypair.generate().publicKey
    const error = await adapter
      // @ts-expect-error: deliberately wrong options, as untyped callers send them
      .signAndSendTransaction({ transaction: transfer(to, 1000), options })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'Invalid solana_signAndSendTransaction options' })
    expect((error as Error).message).toContain(reason)
    expect(wallet.calls.length).toBe(requests)
    expect(await chain.chain.getBalance(to)).toBe(0)
  })

  test('a transaction that fails on chain (preflight skipped) rejects with its signature and the reason', async () => {
    const to = Keypair.generate().publicKey
    const before = await lamports(owner)
    const error = await adapter
      .signAndSendTransaction({ transaction: transfer(to, before * 2n), options: { skipPreflight: true } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaTransactionError)
    const failure = error as SolanaTransactionError
    expect(failure.shortMessage).toBe('The transaction failed on chain')
    expect(failure.signature).toBeDefined()
    // It landed and failed: the fee is charged, nothing else moved.
    const status = await chain.chain.getSignatureStatus(failure.signature ?? '')
    expect(status.value?.err).not.toBeNull()
    expect(await chain.chain.getBalance(to)).toBe(0)
    expect(adapter.getAccount()?.address).toBe(owner)
  })

  test('without a connected wallet it rejects clearly', async () => {
    await adapter.disconnect()
    await expect(
      adapter.signAndSendTransaction({ transaction: transfer(Keypair.generate().publicKey, 1000) }),
    ).rejects.toThrow('No Solana wallet is connected')
  })
})

describe('a wallet that only signs', () => {
  test('gets the transaction signed and the adapter submits it, honouring the options', async () => {
    const signer = chain.keypairs[3]
    if (!signer) throw new Error('devstack has too few accounts')
    const signOnly = new SolanaTestWallet({
      name: 'Sign-only Wallet',
      keypairs: [signer],
      rpcUrl: chain.rpc.url,
      canSend: false,
    })
    const stop = getWallets().register(signOnly)
    const solana = createSolanaAdapter({ networks: [chain.network], storage: null })
    const from = signer.publicKey.toBase58()
    await solana.connect({ connectorId: 'Sign-only Wallet' })

    const to = Keypair.generate().publicKey
    await solana.sendTransfer({ from, to: to.toBase58(), amount: 50_000_000n, network: chain.network })
    expect(await chain.chain.getBalance(to)).toBe(50_000_000)
    expect(signOnly.calls).toEqual(['connect', 'signTransaction'])

    // skipPreflight reaches the node: the overspend lands, fails, and is reported with its signature.
    const tooMuch = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: signer.publicKey,
        toPubkey: to,
        lamports: (await lamports(from)) * 2n,
      }),
    )
    const error = await solana
      .signAndSendTransaction({ transaction: tooMuch, options: { skipPreflight: true } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaTransactionError)
    expect((error as SolanaTransactionError).signature).toBeDefined()
    solana.destroy()
    stop()
  })
})

describe('estimateGas', () => {
  test('is the fee the cluster quotes for the message: one signature for a transfer', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    expect(await adapter.estimateGas({ from: owner, to, value: 1n, network: chain.network })).toBe(5000n)
  })

  test('prices a given base64 message too', async () => {
    const { blockhash } = await chain.chain.getLatestBlockhash()
    const message = transfer(Keypair.generate().publicKey, 1n)
    message.recentBlockhash = blockhash
    message.feePayer = new PublicKey(owner)
    const data = Buffer.from(message.compileMessage().serialize()).toString('base64')
    expect(await adapter.estimateGas({ from: owner, to: owner, data, network: chain.network })).toBe(5000n)
  })

  function transfer(to: PublicKey, value: bigint) {
    return new Transaction().add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(owner), toPubkey: to, lamports: value }),
    )
  }
})

describe('a transaction that never lands', () => {
  // The wallet says it sent, but the cluster never saw the transaction (dropped under load):
  // the send must end, as expired, once it can no longer land, and move nothing.
  function patientAdapter(confirmTimeoutMs: number) {
    const solana = createSolanaAdapter({ networks: [chain.network], storage: null, confirmTimeoutMs })
    return solana.connect({ connectorId: 'Calls Wallet' }).then(() => solana)
  }

  test('expires once its blockhash is past its last valid block height', async () => {
    // A timeout long enough that only the blockhash can end the wait within the test.
    const solana = await patientAdapter(20_000)
    const to = Keypair.generate().publicKey.toBase58()
    const before = await lamports(owner)
    wallet.dropsSends = true
    wallet.whileSending = () => landBlocks(151)
    const error = await solana
      .sendTransfer({ from: owner, to, amount: 1_000_000n, network: chain.network })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaTransactionError)
    const expired = error as SolanaTransactionError
    expect(expired.shortMessage).toBe('The transaction expired before it was confirmed')
    expect(expired.details).toMatch(/^Blockhash \w+ expired$/)
    expect(bs58.decode(expired.signature ?? '')).toHaveLength(64)
    expect(await lamports(to)).toBe(0n)
    expect(await lamports(owner)).toBe(before)
    expect(solana.getAccount()?.address).toBe(owner)
    solana.destroy()
  })

  test('an app-built transaction without a block height limit expires with its blockhash', async () => {
    const solana = await patientAdapter(20_000)
    const { blockhash } = await chain.chain.getLatestBlockhash()
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(owner),
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    )
    transaction.recentBlockhash = blockhash
    wallet.dropsSends = true
    wallet.whileSending = () => landBlocks(151)
    await expect(solana.signAndSendTransaction({ transaction })).rejects.toMatchObject({
      shortMessage: 'The transaction expired before it was confirmed',
      details: `Blockhash ${blockhash} expired`,
    })
    solana.destroy()
  })

  test('expires after confirmTimeoutMs while its blockhash is still valid', async () => {
    const solana = await patientAdapter(1000)
    wallet.dropsSends = true
    await expect(
      solana.sendTransfer({
        from: owner,
        to: Keypair.generate().publicKey.toBase58(),
        amount: 1_000_000n,
        network: chain.network,
      }),
    ).rejects.toMatchObject({
      shortMessage: 'The transaction expired before it was confirmed',
      details: 'Not confirmed within 1000 ms',
    })
    solana.destroy()
  })
})
