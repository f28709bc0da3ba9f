import type { Config } from '@wagmi/core'
import type { ActionKit } from './actionKit'

/** Method-not-found answers: the wallet has no EIP-5792, which is an answer, not a failure. */
const unsupportedMethodCodes = [4200, -32601]

/** EIP-5792 capabilities of the connected wallet; `{}` for a wallet without EIP-5792. */
export async function getCapabilities(
  kit: ActionKit,
  config: Config,
  { address }: { address: string },
  requireConnection: () => void,
) {
  const { assertAddress, errorCode, toWalletError, wagmiGetCapabilities } = kit
  const account = assertAddress(address, 'address')
  requireConnection()
  try {
    return (await wagmiGetCapabilities(config, { account })) as Record<string, unknown>
  } catch (error) {
    if (unsupportedMethodCodes.includes(errorCode(error) ?? 0)) return {}
    throw toWalletError(error, 'report its capabilities')
  }
}
