import bs58 from 'bs58'

/** A System-program transfer found in a transaction: what the user would lose, and to whom. */
export type SolanaTransfer = { from: string; to: string; lamports: bigint }

/** What an approval shows of a Solana transaction (the wire format of Solana's docs, legacy or v0). */
export type SolanaTransactionSummary = {
  feePayer: string
  /** Every program the transaction calls, in order, once each. */
  programs: string[]
  transfers: SolanaTransfer[]
}

const systemProgram = '11111111111111111111111111111111'
const transferInstruction = 2

class Reader {
  #at = 0
  constructor(readonly bytes: Uint8Array) {}
  byte(): number {
    return this.take(1)[0] as number
  }
  take(length: number): Uint8Array {
    if (this.#at + length > this.bytes.length) throw new RangeError('The transaction ends early')
    const slice = this.bytes.subarray(this.#at, this.#at + length)
    this.#at += length
    return slice
  }
  /** Solana's compact-u16 length prefix: 7 bits a byte, at most 3 bytes. */
  length(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new RangeError('A length in the transaction is malformed')
  }
  peek(): number | undefined {
    return this.bytes[this.#at]
  }
  get done(): boolean {
    return this.#at === this.bytes.length
  }
}

/**
 * Reads a serialized transaction (signatures and message) for the approval view. Accounts a v0
 * transaction takes from an address lookup table cannot be resolved without the chain, so they
 * are named by table and position. Throws on anything that is not a whole transaction.
 */
export function readSolanaTransaction(serialized: Uint8Array): SolanaTransactionSummary {
  const reader = new Reader(serialized)
  const signatures = reader.length()
  reader.take(signatures * 64)
  const versioned = ((reader.peek() ?? 0) & 0x80) !== 0
  if (versioned && (reader.byte() & 0x7f) !== 0) throw new RangeError('Unknown transaction version')
  reader.take(3)
  const keys: string[] = []
  const keyCount = reader.length()
  for (let i = 0; i < keyCount; i++) keys.push(bs58.encode(reader.take(32)))
  if (keys.length === 0) throw new RangeError('The transaction names no account')
  reader.take(32)
  const instructions: { program: number; accounts: number[]; data: Uint8Array }[] = []
  const instructionCount = reader.length()
  for (let i = 0; i < instructionCount; i++) {
    const program = reader.byte()
    const accounts = Array.from(reader.take(reader.length()))
    instructions.push({ program, accounts, data: reader.take(reader.length()) })
  }
  const writable: string[] = []
  const readonly: string[] = []
  if (versioned) {
    const tables = reader.length()
    for (let t = 0; t < tables; t++) {
      const table = bs58.encode(reader.take(32))
      for (const index of reader.take(reader.length())) writable.push(`${table}#${index}`)
      for (const index of reader.take(reader.length())) readonly.push(`${table}#${index}`)
    }
  }
  if (!reader.done) throw new RangeError('The transaction has trailing bytes')
  const all = [...keys, ...writable, ...readonly]
  const account = (index: number | undefined) => {
    const key = index === undefined ? undefined : all[index]
    if (key === undefined) throw new RangeError('An instruction names an account the transaction lacks')
    return key
  }
  const programs: string[] = []
  const transfers: SolanaTransfer[] = []
  for (const instruction of instructions) {
    const program = account(instruction.program)
    if (!programs.includes(program)) programs.push(program)
    const { data } = instruction
    const view = new DataView(data.buffer, data.byteOffset, data.length)
    // The System program's transfer: a u32 instruction index, then the lamports as a u64.
    if (program === systemProgram && data.length === 12 && view.getUint32(0, true) === transferInstruction)
      transfers.push({
        from: account(instruction.accounts[0]),
        to: account(instruction.accounts[1]),
        lamports: view.getBigUint64(4, true),
      })
  }
  return { feePayer: keys[0] as string, programs, transfers }
}
