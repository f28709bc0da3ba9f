import { type Config, signMessage as wagmiSignMessage } from '@wagmi/core'
import { toWalletError } from '../errors/toWalletError'
import { assertAddress, assertSignature } from '../utils/validate'

/** personal_sign by the connected wallet; the answer must be a signature. */
export async function signMessage(
  config: Config,
  { address, message }: { address: string; message: string },
  requireConnection: () => void,
) {
  const account = assertAddress(address, 'address')
  requireConnection()
  try {
    return assertSignature(await wagmiSignMessage(config, { account, message }))
  } catch (error) {
    throw toWalletError(error, 'sign the message')
  }
}
