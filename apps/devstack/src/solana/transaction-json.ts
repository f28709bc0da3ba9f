import { decodeBase58, encodeBase58 } from './base58.ts'
import type { InnerInstructions, LandedTransaction } from './chain.ts'
import { parseInstruction } from './instruction-parser.ts'

// The getTransaction shapes: `json` indexes accounts by position, `jsonParsed` spells them
// out and decodes what it can, and the binary encodings return the wire bytes.

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

interface CompiledInstruction {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number | null
}

function decodedInstruction(keys: string[], instruction: CompiledInstruction) {
  const programId = keys[instruction.programIdIndex] ?? ''
  const accounts = instruction.accounts.map((index) => keys[index] ?? '')
  const data = instructionBytes(instruction.data)
  const parsed = parseInstruction(programId, accounts, data)
  return parsed === undefined
    ? { programId, accounts, data: instruction.data, stackHeight: instruction.stackHeight }
    : { ...parsed, stackHeight: instruction.stackHeight }
}

// Instruction data travels as base58 in these shapes; parsing needs the bytes back.
function instructionBytes(data: string): Uint8Array {
  return decodeBase58(data) ?? new Uint8Array()
}

function compiledInstructions(landed: LandedTransaction): CompiledInstruction[] {
  return landed.transaction.message.compiledInstructions.map((instruction) => ({
    programIdIndex: instruction.programIdIndex,
    accounts: instruction.accountKeyIndexes,
    data: encodeBase58(instruction.data),
    stackHeight: null,
  }))
}

export function parsedInnerInstructions(keys: string[], inner: InnerInstructions[]) {
  return inner.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((instruction) => decodedInstruction(keys, instruction)),
  }))
}

function message(landed: LandedTransaction, encoding: 'json' | 'jsonParsed') {
  const { message } = landed.transaction
  const lookups =
    landed.transaction.version === 'legacy'
      ? {}
      : {
          addressTableLookups: message.addressTableLookups.map((lookup) => ({
            accountKey: lookup.accountKey.toBase58(),
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
  if (encoding === 'json') {
    return {
      accountKeys: landed.transaction.staticKeys,
      header: message.header,
      recentBlockhash: message.recentBlockhash,
      instructions: compiledInstructions(landed),
      ...lookups,
    }
  }
  const staticCount = landed.transaction.staticKeys.length
  return {
    accountKeys: landed.accountKeys.map((key, index) => ({
      pubkey: key,
      signer: message.isAccountSigner(index),
      writable: message.isAccountWritable(index),
      source: index < staticCount ? 'transaction' : 'lookupTable',
    })),
    recentBlockhash: message.recentBlockhash,
    instructions: compiledInstructions(landed).map((instruction) =>
      decodedInstruction(landed.accountKeys, instruction),
    ),
    ...lookups,
  }
}

function meta(landed: LandedTransaction, encoding: TransactionEncoding) {
  const { err, logs, unitsConsumed, returnData, innerInstructions } = landed.execution
  return {
    err,
    status: err === null ? { Ok: null } : { Err: err },
    fee: landed.fee,
    preBalances: landed.preBalances,
    postBalances: landed.postBalances,
    innerInstructions:
      encoding === 'jsonParsed'
        ? parsedInnerInstructions(landed.accountKeys, innerInstructions)
        : innerInstructions,
    logMessages: logs,
    preTokenBalances: landed.preTokenBalances,
    postTokenBalances: landed.postTokenBalances,
    rewards: [],
    loadedAddresses: landed.loadedAddresses,
    computeUnitsConsumed: unitsConsumed,
    ...(returnData === null
      ? {}
      : {
          returnData: {
            programId: returnData.programId,
            data: [Buffer.from(returnData.data).toString('base64'), 'base64'],
          },
        }),
  }
}

export function transactionJson(
  landed: LandedTransaction,
  encoding: TransactionEncoding,
  includeVersion: boolean,
): Record<string, unknown> {
  const transaction =
    encoding === 'base64'
      ? [Buffer.from(landed.transaction.bytes).toString('base64'), 'base64']
      : encoding === 'base58'
        ? [encodeBase58(landed.transaction.bytes), 'base58']
        : { signatures: landed.transaction.signatures, message: message(landed, encoding) }
  return {
    slot: landed.slot,
    blockTime: landed.blockTime,
    transaction,
    meta: meta(landed, encoding),
    ...(includeVersion ? { version: landed.transaction.version } : {}),
  }
}
