import type { PublicKey, TransactionInstruction } from '@solana/web3.js'
import { loadSolana } from '../rpc/loadSolana.ts'

// The few SPL Token pieces a transfer needs, written against the programs' published layouts
// rather than taken from @solana/spl-token: its instruction builders call the global `Buffer`,
// which a browser does not have, so a token send failed in every app without a polyfill.

export const tokenProgramIds = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const
const associatedTokenProgramId = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** A mint's decimals (Mint layout: byte 44; byte 45 is "initialized"), undefined if it is no mint. */
export function mintDecimals(data: Uint8Array): number | undefined {
  if (data.length < 82 || data[45] !== 1) return undefined
  return data[44]
}

/** A token account's amount (Account layout: u64 little-endian at byte 64), undefined if it is none. */
export function tokenAccountAmount(data: Uint8Array): bigint | undefined {
  if (data.length < 165) return undefined
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(64, true)
}

/** The owner's associated token account for `mint` (off-curve owners allowed: a PDA can hold tokens). */
export async function associatedTokenAddress(owner: PublicKey, mint: PublicKey, programId: PublicKey) {
  const { PublicKey } = await loadSolana()
  return PublicKey.findProgramAddressSync(
    [owner.toBytes(), programId.toBytes(), mint.toBytes()],
    new PublicKey(associatedTokenProgramId),
  )[0]
}

/** Creates `account` for `owner` unless it exists (the Associated Token program's instruction 1, idempotent). */
export async function createAssociatedTokenAccountIdempotent(parameters: {
  payer: PublicKey
  account: PublicKey
  owner: PublicKey
  mint: PublicKey
  programId: PublicKey
}): Promise<TransactionInstruction> {
  const { PublicKey, SystemProgram, TransactionInstruction } = await loadSolana()
  return new TransactionInstruction({
    programId: new PublicKey(associatedTokenProgramId),
    keys: [
      { pubkey: parameters.payer, isSigner: true, isWritable: true },
      { pubkey: parameters.account, isSigner: false, isWritable: true },
      { pubkey: parameters.owner, isSigner: false, isWritable: false },
      { pubkey: parameters.mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: parameters.programId, isSigner: false, isWritable: false },
    ],
    data: Uint8Array.of(1) as never,
  })
}

/** The Token program's TransferChecked (instruction 12: amount u64 little-endian, then decimals). */
export async function transferChecked(parameters: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
  programId: PublicKey
}): Promise<TransactionInstruction> {
  const { TransactionInstruction } = await loadSolana()
  const data = new Uint8Array(10)
  data[0] = 12
  new DataView(data.buffer).setBigUint64(1, parameters.amount, true)
  data[9] = parameters.decimals
  return new TransactionInstruction({
    programId: parameters.programId,
    keys: [
      { pubkey: parameters.source, isSigner: false, isWritable: true },
      { pubkey: parameters.mint, isSigner: false, isWritable: false },
      { pubkey: parameters.destination, isSigner: false, isWritable: true },
      { pubkey: parameters.owner, isSigner: true, isWritable: false },
    ],
    data: data as never,
  })
}
