// The devstack's URLs: baked in by the e2e build (VITE_DEVSTACK_URLS, the JSON of devstack.urls,
// whose ports are free ones), else the devstack's default ports, which `npm run dev` starts.
type DevstackUrls = {
  evmRpc: string
  solanaRpc: string
  solanaWs: string
  blockchainApi: string
  walletDirectory: string
  analytics: string
  /** The WalletConnect relay (ws://). */
  relay: string
  /** The embedded wallet's secure frame, and its dev mailbox (the codes and device links). */
  frame: string
  mailbox: string
  /** Farcaster's auth relay stand-in (Sign In With Farcaster). */
  farcasterRelay: string
}

const defaults: DevstackUrls = {
  evmRpc: 'http://127.0.0.1:8545',
  solanaRpc: 'http://127.0.0.1:8899',
  solanaWs: 'ws://127.0.0.1:8900',
  blockchainApi: 'http://127.0.0.1:8610',
  walletDirectory: 'http://127.0.0.1:8611',
  analytics: 'http://127.0.0.1:8612',
  relay: 'ws://127.0.0.1:8787',
  frame: 'http://127.0.0.1:8614/sdk',
  mailbox: 'http://127.0.0.1:8614/mailbox',
  farcasterRelay: 'http://127.0.0.1:8614/farcaster',
}

function read(): DevstackUrls {
  const raw = import.meta.env.VITE_DEVSTACK_URLS
  if (typeof raw !== 'string' || raw === '') return defaults
  return { ...defaults, ...(JSON.parse(raw) as Partial<DevstackUrls>) }
}

export const devstackUrls = read()

/** The devstack's anvil chain id (apps/devstack README). */
export const devstackChainId = 31337

/**
 * The genesis hash of the devstack's litesvm chain: fixed, base58 of sha256 of
 * 'openappkit-devstack/solana/genesis' (apps/devstack/src/solana/genesis.ts), so the page knows
 * its network without asking the chain first.
 */
export const devstackSolanaGenesisHash = 'Cvqce7rvPVZ6rQWzjbMqe5CsLhH3xUHje6oEEEEWbNm8'
