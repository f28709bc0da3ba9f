import { walletErrorCode } from '@openappkit/core/internal'
import { type Config, getCapabilities as wagmiGetCapabilities } from '@wagmi/core'
import { toWalletError } from '../errors/toWalletError.ts'
import { assertAddress } from '../utils/validate.ts'
import { requireAccount } from './walletChecks.ts'

/** Method-not-found answers: the wallet has no EIP-5792, which is an answer, not a failure. */
const unsupportedMethodCodes = [4200, -32601]

/** EIP-5792 capabilities of the connected wallet, by chain id; `{}` for a wallet without EIP-5792. */
export async function getCapabilities(
  config: Config,
  { address }: { address: string },
): Promise<Record<string, unknown>> {
  const account = assertAddress(address, 'address')
  try {
    requireAccount(config, account, 'reading wallet capabilities')
    return await wagmiGetCapabilities(config, { account })
  } catch (error) {
    if (unsupportedMethodCodes.includes(walletErrorCode(error) ?? 0)) return {}
    throw toWalletError(error, 'report its capabilities')
  }
}
