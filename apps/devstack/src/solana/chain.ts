import { createHash } from 'node:crypto'
import { type Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { EpochSchedule, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import type { ChainAccount } from './account.ts'
import { encodeBase58 } from './base58.ts'
import { transactionFee } from './fees.ts'
import { mintDecimals, readTokenAccount, type TokenAmount, tokenAmount } from './token.ts'
import { landsOnChain, type TransactionErrorJson, transactionErrorToJson } from './transaction-error.ts'
import { decodeWireTransaction, toLiteSvmTransaction, type WireTransaction } from './wire-transaction.ts'

type Address = Parameters<LiteSVM['getAccount']>[0]
type EncodedAccount = Parameters<LiteSVM['setAccount']>[0]

// A validator accepts a blockhash for 150 blocks; clients compute lastValidBlockHeight from it.
export const BLOCKHASH_LIFETIME = 150
const SLOTS_PER_EPOCH = 432_000
// An address lookup table stores its addresses after a fixed-size header.
const LOOKUP_TABLE_HEADER_SIZE = 56

export interface Block {
  slot: number
  parent: number
  height: number
  blockhash: string
  blockTime: number
}

export interface InnerInstructions {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: TokenAmount
}

/** What executing a transaction produced, whether it was kept or not. */
export interface Execution {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
  returnData: { programId: string; data: Uint8Array } | null
  innerInstructions: InnerInstructions[]
}

export interface Simulation extends Execution {
  /** Accounts as the transaction left them; untouched accounts read the current state. */
  postAccount(address: string): ChainAccount | undefined
}

export interface LandedTransaction {
  signature: string
  slot: number
  blockTime: number
  transaction: WireTransaction
  /** Static keys followed by the keys loaded from lookup tables, as the meta indexes them. */
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  execution: Execution
}

export type SendOutcome =
  | { landed: LandedTransaction }
  | { rejected: Execution /** true when preflight simulation caught it */; preflight: boolean }

function fromEncoded(account: EncodedAccount): ChainAccount {
  return {
    lamports: account.lamports,
    // litesvm hands out a fresh copy typed as read-only; nothing here writes to it.
    data: account.data as Uint8Array,
    owner: account.programAddress,
    executable: account.executable,
  }
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

function execution(meta: TransactionMetadata, err: TransactionErrorJson | null): Execution {
  const returned = meta.returnData()
  const returnedData = returned.data()
  return {
    err,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData:
      returnedData.length === 0
        ? null
        : { programId: encodeBase58(returned.programId()), data: returnedData },
    innerInstructions: meta.innerInstructions().flatMap((inner, index) =>
      inner.length === 0
        ? []
        : [
            {
              index,
              instructions: inner.map((entry) => {
                const instruction = entry.instruction()
                return {
                  programIdIndex: instruction.programIdIndex(),
                  accounts: [...instruction.accounts()],
                  data: encodeBase58(instruction.data()),
                  stackHeight: entry.stackHeight(),
                }
              }),
            },
          ],
    ),
  }
}

function thrownExecution(error: unknown): Execution {
  const logs = [`devstack: litesvm refused the transaction: ${(error as Error).message}`]
  return { err: 'SanitizeFailure', logs, unitsConsumed: 0, returnData: null, innerInstructions: [] }
}

/**
 * The local chain: litesvm plus what the RPC API needs and litesvm does not keep — blocks,
 * a window of valid blockhashes, and a history of landed transactions with their metadata.
 *
 * Every landed transaction closes the current slot, so each slot holds one transaction and
 * the next transaction sees a fresh blockhash. That keeps two identical transfers sent one
 * after the other from colliding as duplicates, as they would not on a real cluster either.
 */
export class Chain {
  readonly genesisHash: string
  private readonly svm: LiteSVM
  private readonly faucet: Keypair
  private currentSlot = 1
  private height = 1
  private currentBlockTime = nowSeconds()
  private readonly blockhashHeights = new Map<string, number>()
  private readonly blockTimes = new Map<number, number>()
  private readonly transactions = new Map<string, LandedTransaction>()
  private readonly signaturesByAddress = new Map<string, string[]>()
  private readonly blockListeners = new Set<(block: Block) => void>()
  private readonly transactionListeners = new Set<(transaction: LandedTransaction) => void>()

  constructor(options: { faucet: Keypair; genesisSeed: string }) {
    this.faucet = options.faucet
    this.genesisHash = encodeBase58(createHash('sha256').update(options.genesisSeed).digest())
    // Blockhash age is checked here against the 150-block window; litesvm alone would accept
    // only its single latest blockhash, which breaks clients that cache one for a while.
    this.svm = new LiteSVM().withBlockhashCheck(false).withSigverify(true)
    this.svm.setEpochSchedule(
      new EpochSchedule(BigInt(SLOTS_PER_EPOCH), BigInt(SLOTS_PER_EPOCH), false, 0n, 0n),
    )
    this.openSlot(this.currentSlot)
  }

  get slot(): number {
    return this.currentSlot
  }

  get blockHeight(): number {
    return this.height
  }

  get transactionCount(): number {
    return this.transactions.size
  }

  get epochInfo() {
    return {
      absoluteSlot: this.currentSlot,
      blockHeight: this.height,
      epoch: Math.floor(this.currentSlot / SLOTS_PER_EPOCH),
      slotIndex: this.currentSlot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: this.transactions.size,
    }
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash()
    const issuedAt = this.blockhashHeights.get(blockhash) ?? this.height
    return { blockhash, lastValidBlockHeight: issuedAt + BLOCKHASH_LIFETIME }
  }

  isBlockhashValid(blockhash: string): boolean {
    const issuedAt = this.blockhashHeights.get(blockhash)
    return issuedAt !== undefined && this.height <= issuedAt + BLOCKHASH_LIFETIME
  }

  blockTime(slot: number): number | undefined {
    return this.blockTimes.get(slot)
  }

  minimumBalanceForRentExemption(dataLength: number): number {
    return Number(this.svm.minimumBalanceForRentExemption(BigInt(dataLength)))
  }

  account(address: string): ChainAccount | undefined {
    const account = this.svm.getAccount(address as Address)
    return account.exists ? fromEncoded(account) : undefined
  }

  /** Writes state directly, bypassing the runtime; only for the genesis accounts. */
  setAccount(address: string, account: ChainAccount): void {
    this.svm.setAccount({
      address,
      lamports: account.lamports,
      programAddress: account.owner,
      data: account.data,
      executable: account.executable,
      space: BigInt(account.data.length),
    } as unknown as EncodedAccount)
  }

  programAccounts(programId: string): { address: string; account: ChainAccount }[] {
    return this.svm
      .getProgramAccounts(programId as Address)
      .map((entry) => ({ address: entry.address, account: fromEncoded(entry) }))
  }

  transaction(signature: string): LandedTransaction | undefined {
    return this.transactions.get(signature)
  }

  /** Signatures of landed transactions that mention `address`, oldest first. */
  signaturesFor(address: string): readonly string[] {
    return this.signaturesByAddress.get(address) ?? []
  }

  onBlock(listener: (block: Block) => void): () => void {
    this.blockListeners.add(listener)
    return () => this.blockListeners.delete(listener)
  }

  onTransaction(listener: (transaction: LandedTransaction) => void): () => void {
    this.transactionListeners.add(listener)
    return () => this.transactionListeners.delete(listener)
  }

  simulate(
    transaction: WireTransaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): Simulation {
    const current = (address: string) => this.account(address)
    if (!options.replaceRecentBlockhash && !this.acceptsBlockhash(transaction)) {
      return { ...rejectedBeforeExecution('BlockhashNotFound'), postAccount: current }
    }
    this.svm.withSigverify(options.sigVerify)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = this.svm.simulateTransaction(toLiteSvmTransaction(transaction))
    } catch (error) {
      return { ...thrownExecution(error), postAccount: current }
    } finally {
      this.svm.withSigverify(true)
    }
    if (result instanceof FailedTransactionMetadata) {
      return { ...execution(result.meta(), transactionErrorToJson(result.err())), postAccount: current }
    }
    const after = new Map<string, ChainAccount>()
    for (const account of result.postAccounts()) {
      after.set(account.address, fromEncoded(account))
    }
    return {
      ...execution(result.meta(), null),
      postAccount: (address) => (after.has(address) ? after.get(address) : current(address)),
    }
  }

  send(transaction: WireTransaction, options: { skipPreflight: boolean }): SendOutcome {
    if (!this.acceptsBlockhash(transaction)) {
      return { rejected: rejectedBeforeExecution('BlockhashNotFound'), preflight: !options.skipPreflight }
    }
    if (!options.skipPreflight) {
      const simulation = this.simulate(transaction, { sigVerify: true, replaceRecentBlockhash: false })
      if (simulation.err !== null) return { rejected: simulation, preflight: true }
    }
    const loaded = this.loadedAddresses(transaction)
    const accountKeys = [...transaction.staticKeys, ...loaded.writable, ...loaded.readonly]
    const before = this.snapshot(accountKeys)
    this.stampClock()
    let result: ReturnType<LiteSVM['sendTransaction']>
    try {
      result = this.svm.sendTransaction(toLiteSvmTransaction(transaction))
    } catch (error) {
      return { rejected: thrownExecution(error), preflight: false }
    }
    const err = result instanceof FailedTransactionMetadata ? transactionErrorToJson(result.err()) : null
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
    if (err !== null && !landsOnChain(err)) return { rejected: execution(meta, err), preflight: false }

    const after = this.snapshot(accountKeys)
    const landed: LandedTransaction = {
      signature: transaction.signature,
      slot: this.currentSlot,
      blockTime: this.currentBlockTime,
      transaction,
      accountKeys,
      loadedAddresses: loaded,
      fee: transactionFee(transaction.message),
      preBalances: before.balances,
      postBalances: after.balances,
      preTokenBalances: before.tokenBalances,
      postTokenBalances: after.tokenBalances,
      execution: execution(meta, err),
    }
    this.record(landed)
    this.closeSlot()
    notifyAll(this.transactionListeners, landed)
    return { landed }
  }

  /** Sends lamports from the faucet in an ordinary transfer, so airdrops show in history. */
  airdrop(to: string, lamports: number): SendOutcome {
    const { blockhash, lastValidBlockHeight } = this.latestBlockhash()
    const transfer = new Transaction({
      feePayer: this.faucet.publicKey,
      blockhash,
      lastValidBlockHeight,
    }).add(
      SystemProgram.transfer({ fromPubkey: this.faucet.publicKey, toPubkey: new PublicKey(to), lamports }),
    )
    transfer.sign(this.faucet)
    return this.send(decodeWireTransaction(transfer.serialize()), { skipPreflight: false })
  }

  private acceptsBlockhash(transaction: WireTransaction): boolean {
    return this.isBlockhashValid(transaction.message.recentBlockhash) || usesDurableNonce(transaction)
  }

  /** Addresses a v0 transaction loads from lookup tables; empty when a table is missing. */
  loadedAddresses(transaction: WireTransaction): { writable: string[]; readonly: string[] } {
    const loaded = { writable: [] as string[], readonly: [] as string[] }
    for (const lookup of transaction.message.addressTableLookups) {
      const table = this.account(lookup.accountKey.toBase58())
      if (table === undefined) return { writable: [], readonly: [] }
      const entries = table.data.subarray(LOOKUP_TABLE_HEADER_SIZE)
      const entry = (index: number) => encodeBase58(entries.subarray(index * 32, index * 32 + 32))
      loaded.writable.push(...lookup.writableIndexes.map(entry))
      loaded.readonly.push(...lookup.readonlyIndexes.map(entry))
    }
    return loaded
  }

  private snapshot(accountKeys: string[]): { balances: number[]; tokenBalances: TokenBalance[] } {
    const lookup = (address: string) => this.account(address)
    const balances: number[] = []
    const tokenBalances: TokenBalance[] = []
    accountKeys.forEach((address, accountIndex) => {
      const account = this.account(address)
      balances.push(Number(account?.lamports ?? 0n))
      if (account === undefined) return
      const token = readTokenAccount(address, account)
      if (token === undefined) return
      const mint = token.mint.toBase58()
      const decimals = mintDecimals(mint, lookup)
      if (decimals === undefined) return
      tokenBalances.push({
        accountIndex,
        mint,
        owner: token.owner.toBase58(),
        programId: account.owner,
        uiTokenAmount: tokenAmount(token.amount, decimals),
      })
    })
    return { balances, tokenBalances }
  }

  private record(landed: LandedTransaction): void {
    this.transactions.set(landed.signature, landed)
    for (const address of new Set(landed.accountKeys)) {
      const signatures = this.signaturesByAddress.get(address)
      if (signatures === undefined) this.signaturesByAddress.set(address, [landed.signature])
      else signatures.push(landed.signature)
    }
  }

  private stampClock(): void {
    this.currentBlockTime = nowSeconds()
    this.blockTimes.set(this.currentSlot, this.currentBlockTime)
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(this.currentBlockTime)
    this.svm.setClock(clock)
  }

  private openSlot(slot: number): void {
    this.svm.warpToSlot(BigInt(slot))
    this.stampClock()
    this.blockhashHeights.set(this.svm.latestBlockhash(), this.height)
    // Forget blockhashes no transaction could still use.
    for (const [blockhash, issuedAt] of this.blockhashHeights) {
      if (issuedAt + BLOCKHASH_LIFETIME >= this.height) break
      this.blockhashHeights.delete(blockhash)
    }
  }

  private closeSlot(): void {
    const parent = this.currentSlot
    this.currentSlot += 1
    this.height += 1
    this.svm.expireBlockhash()
    this.openSlot(this.currentSlot)
    const block: Block = {
      slot: this.currentSlot,
      parent,
      height: this.height,
      blockhash: this.svm.latestBlockhash(),
      blockTime: this.currentBlockTime,
    }
    notifyAll(this.blockListeners, block)
  }
}

// A subscriber that fails (say, an encoding it cannot produce) must not turn a transaction
// that landed into an error for the client that sent it.
function notifyAll<T>(listeners: Iterable<(value: T) => void>, value: T): void {
  for (const listener of listeners) {
    try {
      listener(value)
    } catch (error) {
      console.error('solana rpc: a subscriber failed', error)
    }
  }
}

function rejectedBeforeExecution(err: TransactionErrorJson): Execution {
  return { err, logs: [], unitsConsumed: 0, returnData: null, innerInstructions: [] }
}

// A durable-nonce transaction carries the nonce in place of a recent blockhash and starts with
// the System program's AdvanceNonceAccount instruction.
const ADVANCE_NONCE_ACCOUNT = 4

function usesDurableNonce(transaction: WireTransaction): boolean {
  const first = transaction.message.compiledInstructions[0]
  if (first === undefined) return false
  const program = transaction.staticKeys[first.programIdIndex]
  return (
    program === SystemProgram.programId.toBase58() &&
    first.data.length >= 4 &&
    Buffer.from(first.data).readUInt32LE(0) === ADVANCE_NONCE_ACCOUNT
  )
}
