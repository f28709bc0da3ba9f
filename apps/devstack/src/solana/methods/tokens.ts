import { z } from 'zod'
import { accountConfig, config, contextConfig, pubkey } from '../params.ts'
import { invalidParams } from '../rpc-error.ts'
import { mintDecimals, readMint, readTokenAccount, TOKEN_PROGRAM_NAMES, tokenAmount } from '../token.ts'
import { encodeFor } from './accounts.ts'
import { method, type RpcMethod, withContext } from './method.ts'

const tokenAccountFilter = z.union([z.object({ mint: pubkey }), z.object({ programId: pubkey })])

export const tokenMethods: Record<string, RpcMethod> = {
  // Backs both getTokenAccountsByOwner and web3.js's getParsedTokenAccountsByOwner, which is
  // the same call with the jsonParsed encoding.
  getTokenAccountsByOwner: method(
    z.tuple([pubkey, tokenAccountFilter, config(accountConfig).optional()]),
    ([owner, filter, options = {}], chain) => {
      let programId: string
      if ('mint' in filter) {
        const mint = chain.account(filter.mint)
        if (mint === undefined || readMint(filter.mint, mint) === undefined) {
          throw invalidParams('could not find mint')
        }
        programId = mint.owner
      } else {
        if (!TOKEN_PROGRAM_NAMES.has(filter.programId)) throw invalidParams('unrecognized Token program id')
        programId = filter.programId
      }
      const encode = encodeFor(chain, options)
      const accounts = chain.programAccounts(programId).flatMap(({ address, account }) => {
        const token = readTokenAccount(address, account)
        if (token === undefined || token.owner.toBase58() !== owner) return []
        if ('mint' in filter && token.mint.toBase58() !== filter.mint) return []
        return [{ pubkey: address, account: encode(address, account) }]
      })
      return withContext(chain, accounts, options)
    },
  ),

  getTokenAccountBalance: method(
    z.tuple([pubkey, config(contextConfig).optional()]),
    ([address, options], chain) => {
      const account = chain.account(address)
      const token = account && readTokenAccount(address, account)
      const decimals = token && mintDecimals(token.mint.toBase58(), (other) => chain.account(other))
      if (token === undefined || decimals === undefined) throw invalidParams('not a Token account')
      return withContext(chain, tokenAmount(token.amount, decimals), options)
    },
  ),

  getTokenSupply: method(z.tuple([pubkey, config(contextConfig).optional()]), ([address, options], chain) => {
    const account = chain.account(address)
    const mint = account && readMint(address, account)
    if (mint === undefined) throw invalidParams('not a Token mint')
    return withContext(chain, tokenAmount(mint.supply, mint.decimals), options)
  }),
}
