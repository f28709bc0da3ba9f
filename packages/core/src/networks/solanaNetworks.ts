import { defineNetwork } from './defineNetwork.ts'

// Solana CAIP-2 references are the first 32 characters of each cluster's genesis hash.
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const explorer = { name: 'Solana Explorer', url: 'https://explorer.solana.com' }

export const solana = defineNetwork({
  chainNamespace: 'solana',
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  blockExplorer: explorer,
})

export const solanaDevnet = defineNetwork({
  chainNamespace: 'solana',
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrl: 'https://api.devnet.solana.com',
  blockExplorer: explorer,
  testnet: true,
})

export const solanaTestnet = defineNetwork({
  chainNamespace: 'solana',
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrl: 'https://api.testnet.solana.com',
  blockExplorer: explorer,
  testnet: true,
})

export const solanaNetworks = [solana, solanaDevnet, solanaTestnet] as const
