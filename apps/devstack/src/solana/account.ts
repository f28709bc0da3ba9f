import { zstdCompressSync } from 'node:zlib'
import { encodeBase58 } from './base58.ts'
import type { AccountEncoding, DataSlice } from './params.ts'
import { RpcError, RpcErrorCode } from './rpc-error.ts'
import { type AccountLookup, type ParsedAccountData, parseTokenData } from './token.ts'

/** An account as the chain stores it; absent accounts are `undefined`, never zero-filled. */
export interface ChainAccount {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
}

export interface AccountJson {
  lamports: number
  owner: string
  data: [string, string] | ParsedAccountData
  executable: boolean
  rentEpoch: number
  space: number
}

// The validator refuses base58 for larger data because encoding it is quadratic.
const BASE58_DATA_LIMIT = 128

function encodeData(data: Uint8Array, encoding: Exclude<AccountEncoding, 'jsonParsed'>): [string, string] {
  switch (encoding) {
    case 'base58':
      if (data.length > BASE58_DATA_LIMIT) {
        throw new RpcError(
          RpcErrorCode.invalidRequest,
          'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
        )
      }
      return [encodeBase58(data), 'base58']
    case 'base64':
      return [Buffer.from(data).toString('base64'), 'base64']
    case 'base64+zstd':
      return [zstdCompressSync(data).toString('base64'), 'base64+zstd']
  }
}

export function encodeAccount(
  address: string,
  account: ChainAccount,
  options: { encoding: AccountEncoding; dataSlice?: DataSlice | undefined; lookup: AccountLookup },
): AccountJson {
  const { encoding, dataSlice, lookup } = options
  let data: AccountJson['data'] | undefined
  if (encoding === 'jsonParsed') data = parseTokenData(address, account, lookup)
  if (data === undefined) {
    const bytes =
      dataSlice === undefined
        ? account.data
        : account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    data = encodeData(bytes, encoding === 'jsonParsed' ? 'base64' : encoding)
  }
  return {
    lamports: Number(account.lamports),
    owner: account.owner,
    data,
    executable: account.executable,
    // litesvm does not track rent epochs; every account it holds is rent-exempt.
    rentEpoch: 0,
    space: account.data.length,
  }
}
