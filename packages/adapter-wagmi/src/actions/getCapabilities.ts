import { type Config, getCapabilities as wagmiGetCapabilities } from '@wagmi/core'
import { errorCode, toWalletError } from '../errors/toWalletError'
import { assertAddress } from '../utils/validate'

/** Method-not-found answers: the wallet has no EIP-5792, which is an answer, not a failure. */
const unsupportedMethodCodes = [4200, -32601]

/** EIP-5792 capabilities of the connected wallet; `{}` for a wallet without EIP-5792. */
export async function getCapabilities(
  config: Config,
  { address }: { address: string },
  requireConnection: () => void,
) {
  const account = assertAddress(address, 'address')
  requireConnection()
  try {
    return (await wagmiGetCapabilities(config, { account })) as Record<string, unknown>
  } catch (error) {
    if (unsupportedMethodCodes.includes(errorCode(error) ?? 0)) return {}
    throw toWalletError(error, 'report its capabilities')
  }
}
