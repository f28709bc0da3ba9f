import { z } from 'zod'
import { type ChainAccount, encodeAccount } from '../account.ts'
import { decodeBase58 } from '../base58.ts'
import type { Chain } from '../chain.ts'
import { accountConfig, config, contextConfig, pubkey, u64 } from '../params.ts'
import { invalidParams } from '../rpc-error.ts'
import { method, type RpcMethod, withContext } from './method.ts'

// The validator's limit for getMultipleAccounts.
const MAX_MULTIPLE_ACCOUNTS = 100

type AccountOptions = z.output<typeof accountConfig>

export function encodeFor(chain: Chain, options: AccountOptions) {
  return (address: string, account: ChainAccount) =>
    encodeAccount(address, account, {
      encoding: options.encoding ?? 'base58',
      dataSlice: options.dataSlice,
      lookup: (other) => chain.account(other),
    })
}

const memcmp = z.object({
  offset: u64,
  bytes: z.string(),
  encoding: z.enum(['base58', 'base64']).optional(),
})
const filter = z.union([z.object({ dataSize: u64 }), z.object({ memcmp })])

function matches(filters: z.output<typeof filter>[], data: Uint8Array): boolean {
  return filters.every((entry) => {
    if ('dataSize' in entry) return data.length === entry.dataSize
    const { offset, bytes, encoding } = entry.memcmp
    const expected = encoding === 'base64' ? Buffer.from(bytes, 'base64') : decodeBase58(bytes)
    if (expected === undefined) throw invalidParams('memcmp bytes are not valid base58')
    return Buffer.from(data.subarray(offset, offset + expected.length)).equals(expected)
  })
}

export const accountMethods: Record<string, RpcMethod> = {
  getBalance: method(z.tuple([pubkey, config(contextConfig).optional()]), ([address, options], chain) =>
    withContext(chain, Number(chain.account(address)?.lamports ?? 0n), options),
  ),

  getAccountInfo: method(
    z.tuple([pubkey, config(accountConfig).optional()]),
    ([address, options = {}], chain) => {
      const account = chain.account(address)
      return withContext(
        chain,
        account === undefined ? null : encodeFor(chain, options)(address, account),
        options,
      )
    },
  ),

  getMultipleAccounts: method(
    z.tuple([z.array(pubkey).max(MAX_MULTIPLE_ACCOUNTS), config(accountConfig).optional()]),
    ([addresses, options = {}], chain) => {
      const encode = encodeFor(chain, options)
      const accounts = addresses.map((address) => {
        const account = chain.account(address)
        return account === undefined ? null : encode(address, account)
      })
      return withContext(chain, accounts, options)
    },
  ),

  getProgramAccounts: method(
    z.tuple([
      pubkey,
      config(
        accountConfig.extend({
          filters: z.array(filter).max(4).optional(),
          withContext: z.boolean().optional(),
        }),
      ).optional(),
    ]),
    ([programId, options = {}], chain) => {
      const encode = encodeFor(chain, options)
      const accounts = chain
        .programAccounts(programId)
        .filter(({ account }) => matches(options.filters ?? [], account.data))
        .map(({ address, account }) => ({ pubkey: address, account: encode(address, account) }))
      return options.withContext ? withContext(chain, accounts, options) : accounts
    },
  ),
}
