import type { Config } from '@wagmi/core'
import type { ActionKit } from './actionKit'
import { connectorRequest } from './connectorRequest'

/** Method-not-found answers: the wallet has no EIP-5792, which is an answer, not a failure. */
const unsupportedMethodCodes = [4200, -32601]

/**
 * EIP-5792 capabilities of the connected wallet, by chain id; `{}` for a wallet without EIP-5792.
 * The request and reading of wagmi's `getCapabilities` (hex chain ids as numbers, `addSubAccount`
 * as `unstable_addSubAccount`), made here so that its code and viem's are not bundled.
 */
export async function getCapabilities(
  kit: ActionKit,
  config: Config,
  { address }: { address: string },
  requireConnection: () => void,
) {
  const { assertAddress, errorCode, toWalletError } = kit
  const account = assertAddress(address, 'address')
  requireConnection()
  try {
    const request = await connectorRequest(kit, config, { account })
    const answer = await request({
      method: 'wallet_getCapabilities',
      params: [account],
    })
    const capabilities: Record<number, Record<string, unknown>> = {}
    for (const [chainId, chainCapabilities] of Object.entries(
      answer as Record<string, Record<string, unknown>>,
    )) {
      const read: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(chainCapabilities))
        read[key === 'addSubAccount' ? 'unstable_addSubAccount' : key] = value
      capabilities[Number(chainId)] = read
    }
    return capabilities as Record<string, unknown>
  } catch (error) {
    if (unsupportedMethodCodes.includes(errorCode(error) ?? 0)) return {}
    throw toWalletError(error, 'report its capabilities')
  }
}
