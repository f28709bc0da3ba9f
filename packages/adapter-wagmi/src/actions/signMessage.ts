import { type Config, signMessage as wagmiSignMessage } from '@wagmi/core'
import { toWalletError } from '../errors/toWalletError.ts'
import { assertAddress, assertSignature } from '../utils/validate.ts'
import { requireAccount } from './walletChecks.ts'

/** personal_sign by the connected wallet (wagmi's signMessage); the answer must be a signature. */
export async function signMessage(
  config: Config,
  { address, message }: { address: string; message: string },
): Promise<string> {
  const account = assertAddress(address, 'address')
  try {
    requireAccount(config, account, 'signing')
    return assertSignature(await wagmiSignMessage(config, { account, message }))
  } catch (error) {
    throw toWalletError(error, 'sign the message')
  }
}
