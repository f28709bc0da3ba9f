import { defineNetwork } from './defineNetwork.ts'

// The EVM networks the embedded wallet supports, with public RPC endpoints.

const eth = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const evm = /* @__NO_SIDE_EFFECTS__ */ (
  id: number,
  name: string,
  rpcUrl: string,
  explorer?: string,
  nativeCurrency = eth,
  testnet = false,
) =>
  defineNetwork({
    chainNamespace: 'eip155',
    id,
    name,
    nativeCurrency,
    rpcUrl,
    ...(explorer ? { blockExplorer: { name: 'Explorer', url: explorer } } : {}),
    testnet,
  })
const evmTestnet = /* @__NO_SIDE_EFFECTS__ */ (
  id: number,
  name: string,
  rpcUrl: string,
  explorer?: string,
  nativeCurrency = eth,
) => evm(id, name, rpcUrl, explorer, nativeCurrency, true)
const coin = /* @__NO_SIDE_EFFECTS__ */ (name: string, symbol = name) => ({ name, symbol, decimals: 18 })
const avax = coin('Avalanche', 'AVAX')

export const mainnet = evm(1, 'Ethereum', 'https://cloudflare-eth.com', 'https://etherscan.io')
export const goerli = evmTestnet(
  5,
  'Goerli',
  'https://rpc.ankr.com/eth_goerli',
  'https://goerli.etherscan.io',
)
export const sepolia = evmTestnet(
  11155111,
  'Sepolia',
  'https://rpc.sepolia.org',
  'https://sepolia.etherscan.io',
)
export const optimism = evm(
  10,
  'OP Mainnet',
  'https://mainnet.optimism.io',
  'https://optimistic.etherscan.io',
)
export const optimismGoerli = evmTestnet(420, 'Optimism Goerli', 'https://goerli.optimism.io')
export const arbitrum = evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io')
export const arbitrumGoerli = evmTestnet(421613, 'Arbitrum Goerli', 'https://goerli-rollup.arbitrum.io/rpc')
export const polygon = evm(137, 'Polygon', 'https://polygon-rpc.com', 'https://polygonscan.com', coin('POL'))
export const polygonMumbai = evmTestnet(
  80001,
  'Polygon Mumbai',
  'https://rpc-mumbai.maticvigil.com',
  undefined,
  coin('MATIC'),
)
export const celo = evm(42220, 'Celo', 'https://forno.celo.org', 'https://celoscan.io', coin('CELO'))
export const aurora = evm(1313161554, 'Aurora', 'https://mainnet.aurora.dev', 'https://explorer.aurora.dev')
export const auroraTestnet = evmTestnet(1313161555, 'Aurora Testnet', 'https://testnet.aurora.dev')
export const bsc = evm(
  56,
  'BNB Smart Chain',
  'https://bsc-dataseed.bnbchain.org',
  'https://bscscan.com',
  coin('BNB'),
)
export const bscTestnet = evmTestnet(
  97,
  'BNB Smart Chain Testnet',
  'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  undefined,
  coin('BNB', 'tBNB'),
)
export const avalanche = evm(
  43114,
  'Avalanche',
  'https://api.avax.network/ext/bc/C/rpc',
  'https://snowtrace.io',
  avax,
)
export const avalancheFuji = evmTestnet(
  43113,
  'Avalanche Fuji',
  'https://api.avax-test.network/ext/bc/C/rpc',
  undefined,
  avax,
)
export const zksync = evm(324, 'ZKsync Era', 'https://mainnet.era.zksync.io', 'https://explorer.zksync.io')
export const zksyncGoerli = evmTestnet(280, 'ZKsync Era Goerli', 'https://testnet.era.zksync.dev')
export const gnosis = evm(
  100,
  'Gnosis',
  'https://rpc.gnosischain.com',
  'https://gnosisscan.io',
  coin('xDAI', 'XDAI'),
)
export const base = evm(8453, 'Base', 'https://mainnet.base.org', 'https://basescan.org')
export const baseGoerli = evmTestnet(84531, 'Base Goerli', 'https://goerli.base.org')
export const baseSepolia = evmTestnet(
  84532,
  'Base Sepolia',
  'https://sepolia.base.org',
  'https://sepolia.basescan.org',
)
export const zora = evm(7777777, 'Zora', 'https://rpc.zora.energy', 'https://explorer.zora.energy')
export const zoraTestnet = evmTestnet(999, 'Zora Goerli Testnet', 'https://testnet.rpc.zora.energy')

/** In the order the product lists them. */
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
