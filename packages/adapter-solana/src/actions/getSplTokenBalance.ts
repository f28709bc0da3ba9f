import type { AdapterBalance } from '@openappkit/core'
import type { Connection } from '@solana/web3.js'
import { rpcCall } from './rpcCall.ts'
import { toPublicKey } from './toPublicKey.ts'

export type GetSplTokenBalanceParameters = {
  address: string
  token: string
  /** The token's symbol; SPL mints carry none on chain. Defaults to the shortened mint. */
  symbol?: string | undefined
}

function shortMint(mint: string): string {
  return `${mint.slice(0, 4)}…${mint.slice(-4)}`
}

/**
 * The owner's balance of a mint, summed over all its token accounts (an owner may hold more
 * than the associated one). An owner with no token account holds 0.
 */
export async function getSplTokenBalance(
  connection: Connection,
  parameters: GetSplTokenBalanceParameters,
): Promise<AdapterBalance> {
  const owner = await toPublicKey(parameters.address)
  const mint = await toPublicKey(parameters.token, 'token')
  const { value: accounts } = await rpcCall('getTokenAccountsByOwner', () =>
    connection.getParsedTokenAccountsByOwner(owner, { mint }),
  )
  let value = 0n
  let decimals: number | undefined
  for (const { account } of accounts) {
    const amount = (account.data.parsed as { info?: { tokenAmount?: { amount: string; decimals: number } } })
      ?.info?.tokenAmount
    if (!amount) continue
    value += BigInt(amount.amount)
    decimals = amount.decimals
  }
  if (decimals === undefined) {
    const supply = await rpcCall('getTokenSupply', () => connection.getTokenSupply(mint))
    decimals = supply.value.decimals
  }
  return { value, decimals, symbol: parameters.symbol ?? shortMint(parameters.token) }
}
