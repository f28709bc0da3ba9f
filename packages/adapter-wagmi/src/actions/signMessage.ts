import type { Config } from '@wagmi/core'
import type { ActionKit } from './actionKit'

/** personal_sign by the connected wallet; the answer must be a signature. */
export async function signMessage(
  kit: ActionKit,
  config: Config,
  { address, message }: { address: string; message: string },
  requireConnection: () => void,
) {
  const { assertAddress, assertSignature, toWalletError, wagmiSignMessage } = kit
  const account = assertAddress(address, 'address')
  requireConnection()
  try {
    return assertSignature(await wagmiSignMessage(config, { account, message }))
  } catch (error) {
    throw toWalletError(error, 'sign the message')
  }
}
