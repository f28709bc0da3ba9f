import { defineNetwork } from './defineNetwork.ts'

// The EVM networks the embedded wallet supports, with public RPC endpoints.

const eth = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const evm = /* @__NO_SIDE_EFFECTS__ */ (
  id: number,
  name: string,
  rpcUrl: string,
  explorer?: string,
  options: { currency?: typeof eth; testnet?: boolean } = {},
) =>
  defineNetwork({
    chainNamespace: 'eip155',
    id,
    name,
    nativeCurrency: options.currency ?? eth,
    rpcUrl,
    ...(explorer ? { blockExplorer: { name: 'Explorer', url: explorer } } : {}),
    testnet: options.testnet ?? false,
  })
const testnet = { testnet: true }

export const mainnet = evm(1, 'Ethereum', 'https://cloudflare-eth.com', 'https://etherscan.io')
export const goerli = evm(
  5,
  'Goerli',
  'https://rpc.ankr.com/eth_goerli',
  'https://goerli.etherscan.io',
  testnet,
)
export const sepolia = evm(
  11155111,
  'Sepolia',
  'https://rpc.sepolia.org',
  'https://sepolia.etherscan.io',
  testnet,
)
export const optimism = evm(
  10,
  'OP Mainnet',
  'https://mainnet.optimism.io',
  'https://optimistic.etherscan.io',
)
export const optimismGoerli = evm(420, 'Optimism Goerli', 'https://goerli.optimism.io', undefined, testnet)
export const arbitrum = evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io')
export const arbitrumGoerli = evm(
  421613,
  'Arbitrum Goerli',
  'https://goerli-rollup.arbitrum.io/rpc',
  undefined,
  testnet,
)
export const polygon = evm(137, 'Polygon', 'https://polygon-rpc.com', 'https://polygonscan.com', {
  currency: { name: 'POL', symbol: 'POL', decimals: 18 },
})
export const polygonMumbai = evm(80001, 'Polygon Mumbai', 'https://rpc-mumbai.maticvigil.com', undefined, {
  currency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
  testnet: true,
})
export const celo = evm(42220, 'Celo', 'https://forno.celo.org', 'https://celoscan.io', {
  currency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
})
export const aurora = evm(1313161554, 'Aurora', 'https://mainnet.aurora.dev', 'https://explorer.aurora.dev')
export const auroraTestnet = evm(
  1313161555,
  'Aurora Testnet',
  'https://testnet.aurora.dev',
  undefined,
  testnet,
)
export const bsc = evm(56, 'BNB Smart Chain', 'https://bsc-dataseed.bnbchain.org', 'https://bscscan.com', {
  currency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
})
export const bscTestnet = evm(
  97,
  'BNB Smart Chain Testnet',
  'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  undefined,
  {
    currency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
    testnet: true,
  },
)
const avax = { name: 'Avalanche', symbol: 'AVAX', decimals: 18 }
export const avalanche = evm(
  43114,
  'Avalanche',
  'https://api.avax.network/ext/bc/C/rpc',
  'https://snowtrace.io',
  {
    currency: avax,
  },
)
export const avalancheFuji = evm(
  43113,
  'Avalanche Fuji',
  'https://api.avax-test.network/ext/bc/C/rpc',
  undefined,
  {
    currency: avax,
    testnet: true,
  },
)
export const zksync = evm(324, 'ZKsync Era', 'https://mainnet.era.zksync.io', 'https://explorer.zksync.io')
export const zksyncGoerli = evm(
  280,
  'ZKsync Era Goerli',
  'https://testnet.era.zksync.dev',
  undefined,
  testnet,
)
export const gnosis = evm(100, 'Gnosis', 'https://rpc.gnosischain.com', 'https://gnosisscan.io', {
  currency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
})
export const base = evm(8453, 'Base', 'https://mainnet.base.org', 'https://basescan.org')
export const baseGoerli = evm(84531, 'Base Goerli', 'https://goerli.base.org', undefined, testnet)
export const baseSepolia = evm(
  84532,
  'Base Sepolia',
  'https://sepolia.base.org',
  'https://sepolia.basescan.org',
  testnet,
)
export const zora = evm(7777777, 'Zora', 'https://rpc.zora.energy', 'https://explorer.zora.energy')
export const zoraTestnet = evm(
  999,
  'Zora Goerli Testnet',
  'https://testnet.rpc.zora.energy',
  undefined,
  testnet,
)

/** In the order SPEC §3 lists them. */
export const embeddedWalletEvmNetworks = [
  mainnet,
  goerli,
  sepolia,
  optimism,
  optimismGoerli,
  arbitrum,
  arbitrumGoerli,
  polygon,
  polygonMumbai,
  celo,
  aurora,
  auroraTestnet,
  bsc,
  bscTestnet,
  avalanche,
  avalancheFuji,
  zksync,
  zksyncGoerli,
  gnosis,
  base,
  baseGoerli,
  baseSepolia,
  zora,
  zoraTestnet,
] as const
