import type { Config } from '@wagmi/core'
import type { ActionKit } from './actionKit'
import { connectorRequest } from './connectorRequest'

/**
 * personal_sign by the connected wallet; the answer must be a signature. The request wagmi's
 * `signMessage` sends for a wallet account (the message as hex, then the address), made here so
 * that its code and viem's are not bundled (README, "Loaded on use").
 */
export async function signMessage(
  kit: ActionKit,
  config: Config,
  { address, message }: { address: string; message: string },
  requireConnection: () => void,
) {
  const { assertAddress, assertSignature, stringToHex, toWalletError } = kit
  const account = assertAddress(address, 'address')
  requireConnection()
  try {
    const request = await connectorRequest(kit, config, { account })
    return assertSignature(
      await request({ method: 'personal_sign', params: [stringToHex(message), account] }),
    )
  } catch (error) {
    throw toWalletError(error, 'sign the message')
  }
}
