import type { CaipNetwork } from '../networks/types.ts'
import type { SwapState } from '../state/types.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { parseUnits } from '../utils/units.ts'
import { SwapInputError, swapInputErrorMessages } from './swapInputError.ts'
import { assertSwapNetwork } from './swapNetworks.ts'

export type ValidSwap = {
  network: CaipNetwork
  from: NonNullable<SwapState['sourceToken']>
  to: NonNullable<SwapState['toToken']>
  /** In the source token's smallest unit. */
  amount: bigint
}

/**
 * What a swap form must be before anything is asked of the service or the wallet: a swap
 * network, two different tokens of that network, an amount above zero and,
 * when the balance is known, within it.
 */
export function validateSwap(
  state: Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount'> & {
    network: CaipNetwork | undefined
    additionalSwapNetworks: readonly string[]
    /** The source token's balance in its smallest unit, when known. */
    balance?: bigint | undefined
  },
): ValidSwap {
  const { network, sourceToken: from, toToken: to } = state
  assertSwapNetwork(network, state.additionalSwapNetworks)
  if (!from || !to) throw new SwapInputError(swapInputErrorMessages.chooseTokens)
  const prefix = `${network.caipNetworkId}:`
  if (!from.address.startsWith(prefix) || !to.address.startsWith(prefix))
    throw new SwapInputError(swapInputErrorMessages.wrongNetwork)
  if (from.address.toLowerCase() === to.address.toLowerCase())
    throw new SwapInputError(swapInputErrorMessages.sameToken)
  const amount = orUndefined(() => parseUnits(state.sourceTokenAmount, from.decimals)) ?? 0n
  if (amount <= 0n) throw new SwapInputError(swapInputErrorMessages.invalidAmount)
  if (state.balance !== undefined && amount > state.balance)
    throw new SwapInputError(swapInputErrorMessages.insufficientBalance)
  return { network, from, to, amount }
}
