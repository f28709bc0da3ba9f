import { lazyModule } from '@openappkit/core/internal'

/** @solana/web3.js: needed for the first RPC call or send, not to discover or connect wallets. */
export const loadSolana = lazyModule('Solana web3.js', () => import('@solana/web3.js'))
