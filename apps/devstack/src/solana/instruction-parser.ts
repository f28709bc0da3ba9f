import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { SystemProgram } from '@solana/web3.js'
import { TOKEN_PROGRAM_NAMES, tokenAmount } from './token.ts'

// jsonParsed transactions name the instructions a wallet's history shows — SOL and token
// transfers. Everything else stays "partially decoded" (program, accounts, base58 data), which
// clients accept in the same position.

export interface ParsedInstruction {
  program: string
  programId: string
  parsed: { type: string; info: Record<string, unknown> }
}

const SYSTEM_TRANSFER = 2
const TOKEN_TRANSFER = 3
const TOKEN_TRANSFER_CHECKED = 12

function parseSystem(accounts: string[], data: Buffer): ParsedInstruction['parsed'] | undefined {
  if (data.length < 12 || data.readUInt32LE(0) !== SYSTEM_TRANSFER) return undefined
  const [source, destination] = accounts
  return { type: 'transfer', info: { source, destination, lamports: Number(data.readBigUInt64LE(4)) } }
}

function parseToken(accounts: string[], data: Buffer): ParsedInstruction['parsed'] | undefined {
  if (data[0] === TOKEN_TRANSFER && data.length >= 9) {
    const [source, destination, authority] = accounts
    return {
      type: 'transfer',
      info: { source, destination, authority, amount: data.readBigUInt64LE(1).toString() },
    }
  }
  if (data[0] === TOKEN_TRANSFER_CHECKED && data.length >= 10) {
    const [source, mint, destination, authority] = accounts
    const amount = tokenAmount(data.readBigUInt64LE(1), data.readUInt8(9))
    return { type: 'transferChecked', info: { source, mint, destination, authority, tokenAmount: amount } }
  }
  return undefined
}

export function parseInstruction(
  programId: string,
  accounts: string[],
  data: Uint8Array,
): ParsedInstruction | undefined {
  const bytes = Buffer.from(data)
  if (programId === SystemProgram.programId.toBase58()) {
    const parsed = parseSystem(accounts, bytes)
    return parsed && { program: 'system', programId, parsed }
  }
  if (programId === TOKEN_PROGRAM_ID.toBase58() || programId === TOKEN_2022_PROGRAM_ID.toBase58()) {
    const parsed = parseToken(accounts, bytes)
    return parsed && { program: TOKEN_PROGRAM_NAMES.get(programId) as string, programId, parsed }
  }
  return undefined
}
