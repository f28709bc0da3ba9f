import type { AdapterBalance, CaipNetwork } from '@openappkit/core'
import type { Connection } from '@solana/web3.js'
import { rpcCall } from './rpcCall.ts'
import { toPublicKey } from './toPublicKey.ts'

/** The address's lamports, in the network's native currency. */
export async function getSolBalance(
  connection: Connection,
  parameters: { address: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const owner = await toPublicKey(parameters.address)
  const lamports = await rpcCall('getBalance', () => connection.getBalance(owner))
  const { decimals, symbol } = parameters.network.nativeCurrency
  return { value: BigInt(lamports), decimals, symbol }
}
