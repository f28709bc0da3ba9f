/**
 * USDT on Ethereum predates the final ERC-20 text: its `transfer` returns nothing. Simulating it
 * with the standard ABI fails to decode the (empty) return value, so these tokens are simulated
 * and sent with this minimal ABI, which has no outputs (viem's `erc20Abi` serves the others).
 */
export const usdtTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const
