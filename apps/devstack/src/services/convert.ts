import { type Address, encodeFunctionData, erc20Abi, maxUint256, zeroAddress } from 'viem'
import { swapPoolAbi } from '../evm/artifacts.ts'
import { EVM_CONTRACTS } from '../evm/deploy.ts'
import { type EvmData, NATIVE_PLACEHOLDER, NATIVE_TOKEN } from '../evm/evmData.ts'
import { badRequest, HttpError } from '../http.ts'
import type { WireSwapToken } from './wire.ts'

// The convert (swap) endpoints over the local SwapPool: quotes are the pool's own getAmountOut,
// and the built transaction calls the pool, so sending it really swaps.

const DEFAULT_SWAP_GAS = 250_000n
const ALLOWANCE_REASON = 'Insufficient allowance: approve the token first (build-approve)'
const BALANCE_REASON = 'Insufficient balance for this swap'

export interface SwapAsset {
  /** address(0) for the native coin, as the pool sees it. */
  poolAddress: Address
  caip: string
  symbol: string
  decimals: number
  isNative: boolean
}

export class Convert {
  readonly #evm: EvmData
  constructor(evm: EvmData) {
    this.#evm = evm
  }

  tokens(iconUrl: (symbol: string) => string): WireSwapToken[] {
    const caip = this.#evm.caipChainId
    return [
      {
        name: NATIVE_TOKEN.name,
        symbol: NATIVE_TOKEN.symbol,
        address: `${caip}:${NATIVE_PLACEHOLDER}`,
        decimals: NATIVE_TOKEN.decimals,
        logoUri: iconUrl(NATIVE_TOKEN.symbol),
        eip2612: false,
      },
      ...[...this.#evm.tokens.values()]
        .filter((t) => t.address === EVM_CONTRACTS.testToken || t.address === EVM_CONTRACTS.tetherToken)
        .map((t) => ({
          name: t.name,
          symbol: t.symbol,
          address: `${caip}:${t.address}`,
          decimals: t.decimals,
          logoUri: iconUrl(t.symbol),
          eip2612: false,
        })),
    ]
  }

  /** Checks a chain id is the local EVM chain. */
  assertChain(caipChainId: string, field = 'chainId') {
    if (caipChainId !== this.#evm.caipChainId) {
      throw badRequest(
        `Chain ${caipChainId} is not supported for swaps (only ${this.#evm.caipChainId})`,
        field,
      )
    }
  }

  /** Resolves a CAIP-10 token id of the local chain. */
  asset(caip: string, field: string): SwapAsset {
    const parts = caip.split(':')
    const address = parts[2] ?? ''
    this.assertChain(`${parts[0]}:${parts[1]}`, field)
    if (address.toLowerCase() === NATIVE_PLACEHOLDER) {
      return { poolAddress: zeroAddress, caip, symbol: 'ETH', decimals: 18, isNative: true }
    }
    const token = this.#evm.tokenInfo(address)
    if (!token) throw badRequest(`Token ${address} is not supported for swaps`, field)
    return {
      poolAddress: token.address,
      caip,
      symbol: token.symbol,
      decimals: token.decimals,
      isNative: false,
    }
  }

  /** The user's EVM address from a CAIP-10 id of the local chain. */
  user(caip: string, field = 'userAddress'): Address {
    const parts = caip.split(':')
    this.assertChain(`${parts[0]}:${parts[1]}`, field)
    const address = parts[2] ?? ''
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw badRequest('Invalid EVM address', field)
    return address as Address
  }

  async quote(from: SwapAsset, to: SwapAsset, amount: bigint): Promise<bigint> {
    if (from.poolAddress === to.poolAddress) throw badRequest('from and to are the same token', 'to')
    if (amount <= 0n) throw badRequest('amount must be greater than zero', 'amount')
    const [reserveIn, reserveOut] = await this.#evm.client.readContract({
      address: EVM_CONTRACTS.swapPool,
      abi: swapPoolAbi,
      functionName: 'getReserves',
      args: [from.poolAddress, to.poolAddress],
    })
    if (reserveIn === 0n || reserveOut === 0n) throw badRequest('insufficient liquidity for this pair', 'to')
    const out = await this.#evm.client.readContract({
      address: EVM_CONTRACTS.swapPool,
      abi: swapPoolAbi,
      functionName: 'getAmountOut',
      args: [from.poolAddress, to.poolAddress, amount],
    })
    if (out === 0n || out >= reserveOut) throw badRequest('insufficient liquidity for this amount', 'amount')
    return out
  }

  async allowance(token: SwapAsset, user: Address): Promise<bigint> {
    if (token.isNative) return maxUint256
    return this.#evm.client.readContract({
      address: token.poolAddress,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user, EVM_CONTRACTS.swapPool],
    })
  }

  async gasPrice(): Promise<{ standard: bigint; fast: bigint; instant: bigint }> {
    const standard = await this.#evm.client.getGasPrice()
    return { standard, fast: (standard * 12n) / 10n, instant: (standard * 15n) / 10n }
  }

  async buildApprove(token: SwapAsset, user: Address, amount: bigint | undefined) {
    if (token.isNative) throw badRequest('The native coin needs no approval', 'from')
    // The ERC-20 ABI fits the Tether-style token too: the calldata is the same, only the return differs.
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [EVM_CONTRACTS.swapPool, amount ?? maxUint256],
    })
    const [gas, gasPrice] = await Promise.all([
      this.#evm.client.estimateGas({ account: user, to: token.poolAddress, data }),
      this.#evm.client.getGasPrice(),
    ])
    return { data, gas, gasPrice }
  }

  async buildSwap(args: {
    from: SwapAsset
    to: SwapAsset
    user: Address
    amount: bigint
    slippagePercent: number
    estimate: boolean
  }) {
    const { from, to, user, amount, slippagePercent, estimate } = args
    if (!(slippagePercent >= 0 && slippagePercent <= 50)) {
      throw badRequest('slippage must be between 0 and 50 percent', 'eip155.slippage')
    }
    const out = await this.quote(from, to, amount)
    const bps = BigInt(Math.round(slippagePercent * 100))
    const minOut = (out * (10_000n - bps)) / 10_000n
    const data = encodeFunctionData({
      abi: swapPoolAbi,
      functionName: 'swap',
      args: [from.poolAddress, to.poolAddress, amount, minOut, user],
    })
    const value = from.isNative ? amount : 0n
    if (!from.isNative && estimate) {
      const [allowance, balance] = await Promise.all([
        this.allowance(from, user),
        this.#evm.client.readContract({
          address: from.poolAddress,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [user],
        }),
      ])
      if (allowance < amount) throw badRequest(ALLOWANCE_REASON, 'amount')
      if (balance < amount) throw badRequest(BALANCE_REASON, 'amount')
    }
    let gas = DEFAULT_SWAP_GAS
    if (estimate) {
      try {
        gas = await this.#evm.client.estimateGas({ account: user, to: EVM_CONTRACTS.swapPool, data, value })
      } catch (e) {
        throw new HttpError(400, swapFailureReason(e), 'amount')
      }
    }
    const gasPrice = await this.#evm.client.getGasPrice()
    return { data, value, gas, gasPrice, out }
  }
}

function swapFailureReason(e: unknown): string {
  const text = e instanceof Error ? `${e.message} ${(e as { details?: string }).details ?? ''}` : String(e)
  if (/allowance/i.test(text)) return ALLOWANCE_REASON
  if (/balance|exceeds|insufficient funds/i.test(text)) return BALANCE_REASON
  if (/liquidity/i.test(text)) return 'insufficient liquidity'
  return 'The swap would fail on chain'
}
