import {
  type Mint,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  type Account as TokenAccount,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import type { ChainAccount } from './account.ts'

// SPL Token state as the RPC API's jsonParsed encoding and token methods present it. The byte
// layouts are read with @solana/spl-token so there is one definition of them in the project.

export const TOKEN_PROGRAM_NAMES: ReadonlyMap<string, string> = new Map([
  [TOKEN_PROGRAM_ID.toBase58(), 'spl-token'],
  [TOKEN_2022_PROGRAM_ID.toBase58(), 'spl-token-2022'],
])

const NATIVE_DECIMALS = 9

export interface TokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

export function tokenAmount(amount: bigint, decimals: number): TokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction === '' ? whole : `${whole}.${fraction}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

function asAccountInfo(account: ChainAccount) {
  return {
    data: Buffer.from(account.data),
    owner: new PublicKey(account.owner),
    lamports: Number(account.lamports),
    executable: account.executable,
  }
}

/** The mint stored in `account`, or undefined when it holds anything else. */
export function readMint(address: string, account: ChainAccount): Mint | undefined {
  if (!TOKEN_PROGRAM_NAMES.has(account.owner)) return undefined
  try {
    return unpackMint(new PublicKey(address), asAccountInfo(account), new PublicKey(account.owner))
  } catch {
    return undefined
  }
}

/** The token account stored in `account`, or undefined when it holds anything else. */
export function readTokenAccount(address: string, account: ChainAccount): TokenAccount | undefined {
  if (!TOKEN_PROGRAM_NAMES.has(account.owner)) return undefined
  try {
    return unpackAccount(new PublicKey(address), asAccountInfo(account), new PublicKey(account.owner))
  } catch {
    return undefined
  }
}

export type AccountLookup = (address: string) => ChainAccount | undefined

/** Decimals of a mint, looked up because a token account does not store them. */
export function mintDecimals(mint: string, lookup: AccountLookup): number | undefined {
  const account = lookup(mint)
  return account === undefined ? undefined : readMint(mint, account)?.decimals
}

export interface ParsedAccountData {
  program: string
  parsed: { type: string; info: Record<string, unknown> }
  space: number
}

function optionalKey(key: PublicKey | null): string | null {
  return key === null ? null : key.toBase58()
}

function parsedTokenAccount(token: TokenAccount, decimals: number): Record<string, unknown> {
  const info: Record<string, unknown> = {
    isNative: token.isNative,
    mint: token.mint.toBase58(),
    owner: token.owner.toBase58(),
    state: !token.isInitialized ? 'uninitialized' : token.isFrozen ? 'frozen' : 'initialized',
    tokenAmount: tokenAmount(token.amount, decimals),
  }
  if (token.delegate !== null) {
    info.delegate = token.delegate.toBase58()
    info.delegatedAmount = tokenAmount(token.delegatedAmount, decimals)
  }
  if (token.rentExemptReserve !== null) {
    info.rentExemptReserve = tokenAmount(token.rentExemptReserve, NATIVE_DECIMALS)
  }
  if (token.closeAuthority !== null) info.closeAuthority = token.closeAuthority.toBase58()
  return info
}

/**
 * jsonParsed data for mints and token accounts. Returns undefined for anything it cannot
 * parse, in which case the RPC API falls back to base64.
 */
export function parseTokenData(
  address: string,
  account: ChainAccount,
  lookup: AccountLookup,
): ParsedAccountData | undefined {
  const program = TOKEN_PROGRAM_NAMES.get(account.owner)
  if (program === undefined) return undefined
  const space = account.data.length
  const token = readTokenAccount(address, account)
  if (token !== undefined) {
    const decimals = mintDecimals(token.mint.toBase58(), lookup)
    if (decimals === undefined) return undefined
    return { program, space, parsed: { type: 'account', info: parsedTokenAccount(token, decimals) } }
  }
  const mint = readMint(address, account)
  if (mint !== undefined) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: optionalKey(mint.freezeAuthority),
      isInitialized: mint.isInitialized,
      mintAuthority: optionalKey(mint.mintAuthority),
      supply: mint.supply.toString(),
    }
    return { program, space, parsed: { type: 'mint', info } }
  }
  return undefined
}
