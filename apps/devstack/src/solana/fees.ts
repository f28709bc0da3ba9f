import { ComputeBudgetProgram, SystemProgram, type VersionedMessage } from '@solana/web3.js'

// litesvm charges the validator's fee: a base fee per signature plus the priority fee the
// transaction asks for through the Compute Budget program. The RPC API reports that fee in
// getFeeForMessage and in each transaction's meta, so it is computed here the same way.

export const LAMPORTS_PER_SIGNATURE = 5000

const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000
// Without an explicit limit, builtin programs are budgeted far fewer units than SBF programs.
const DEFAULT_BUILTIN_UNITS = 3_000
const DEFAULT_PROGRAM_UNITS = 200_000
const BUILTIN_PROGRAMS = new Set([
  SystemProgram.programId.toBase58(),
  ComputeBudgetProgram.programId.toBase58(),
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])

const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3

export function transactionFee(message: VersionedMessage): number {
  const keys = message.staticAccountKeys
  let unitLimit: number | undefined
  let microLamportsPerUnit = 0n
  let defaultUnits = 0
  for (const instruction of message.compiledInstructions) {
    const program = keys[instruction.programIdIndex]?.toBase58() ?? ''
    defaultUnits += BUILTIN_PROGRAMS.has(program) ? DEFAULT_BUILTIN_UNITS : DEFAULT_PROGRAM_UNITS
    if (program !== ComputeBudgetProgram.programId.toBase58()) continue
    const data = Buffer.from(instruction.data)
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5) unitLimit = data.readUInt32LE(1)
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) microLamportsPerUnit = data.readBigUInt64LE(1)
  }
  const units = BigInt(Math.min(unitLimit ?? defaultUnits, MAX_COMPUTE_UNIT_LIMIT))
  const priority =
    (microLamportsPerUnit * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE + Number(priority)
}
