import type { TypedDataDefinition } from '@openappkit/core'
import { type Config, signTypedData as wagmiSignTypedData } from '@wagmi/core'
import type { SignTypedDataParameters } from 'viem'
import { toWalletError } from '../errors/toWalletError.ts'
import { assertAddress, assertSignature } from '../utils/validate.ts'
import { requireAccount } from './walletChecks.ts'

/** eth_signTypedData_v4 by the connected wallet (wagmi's signTypedData); the answer must be a signature. */
export async function signTypedData(
  config: Config,
  { address, typedData }: { address: string; typedData: TypedDataDefinition },
): Promise<string> {
  const account = assertAddress(address, 'address')
  try {
    requireAccount(config, account, 'signing')
    // viem checks the data against its types (and refuses what does not fit) before the wallet is asked.
    const parameters = { ...typedData, account } as unknown as SignTypedDataParameters
    return assertSignature(await wagmiSignTypedData(config, parameters))
  } catch (error) {
    throw toWalletError(error, 'sign the typed data')
  }
}
