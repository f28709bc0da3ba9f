import { type CaipNetwork, ChainNotSupportedError, UserRejectedRequestError } from '@openappkit/core'
import { isWalletRefusal } from '@openappkit/core/internal'
import type { Config } from '@wagmi/core'
import { type EIP1193Provider, numberToHex } from 'viem'
import { shouldAddChain } from '../errors/addChainErrorCodes.ts'
import { toWalletError } from '../errors/toWalletError.ts'
import { NotConnectedError } from '../errors/walletErrors.ts'
import { addEthereumChainParameter } from '../networks/addEthereumChainParameter.ts'
import { evmChainId } from '../networks/toViemChain.ts'
import { parseChainId } from '../utils/validate.ts'
import { currentConnection } from './walletChecks.ts'

/**
 * Switches the connected wallet to `network`. Asks the wallet directly, not through wagmi's
 * `switchChain` (which adds a chain on 4902 only and reports a failed add as a refusal), so that
 * every add-chain code some wallet sends is handled, and so that a failed add is
 * told apart from a refused switch: a refusal rejects with UserRejectedRequestError, a failed
 * add with "Chain is not supported". On success wagmi's state (and so ours) follows at once,
 * even for a wallet that is slow to emit chainChanged.
 */
export async function switchNetwork(config: Config, network: CaipNetwork): Promise<void> {
  const walletChainId = async (provider: EIP1193Provider) =>
    parseChainId(await provider.request({ method: 'eth_chainId' }))
  const current = currentConnection(config)
  if (!current) throw new NotConnectedError('switching networks')
  const chainId = evmChainId(network)
  if (current.chainId === chainId) return
  const { connector } = current
  const provider = (await connector.getProvider()) as EIP1193Provider
  const askToSwitch = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })

  try {
    await askToSwitch()
  } catch (error) {
    // A refusal in any shape but WalletConnect's 5000, which here means "add the chain first".
    if (isWalletRefusal(error)) throw new UserRejectedRequestError({ cause: error })
    if (!shouldAddChain(error)) throw toWalletError(error, 'switch networks')
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [addEthereumChainParameter(network)],
      })
      // Most wallets switch as part of adding; some only add, so ask once more.
      if ((await walletChainId(provider)) !== chainId) await askToSwitch()
    } catch (addError) {
      // Any failed add is "Chain is not supported", a refusal included (the refusal stays the cause).
      throw new ChainNotSupportedError({
        cause: addError,
        details: `${network.name} (${network.caipNetworkId})`,
      })
    }
  }

  const reported = await walletChainId(provider)
  if (reported !== chainId) {
    throw toWalletError(
      new Error(
        `The wallet is still on ${reported === undefined ? 'an unreadable chain' : `chain ${reported}`}`,
      ),
      'switch networks',
    )
  }
  connector.emitter.emit('change', { chainId })
}
