// WalletConnect in tests, on the devstack's local relay: real @walletconnect/sign-client
// clients (a dapp side and a phone wallet that answers requests with a local key and anvil),
// the fix that lets @walletconnect/core load under vitest, an in-memory key-value storage and
// a guard that proves nothing left loopback. See "WalletConnect in your tests" in the README.

// For tests reading what a dapp got back from the phone wallet's Solana answers (base58).
export { decodeBase58 } from '../solana/base58.ts'
export { type EgressGuard, guardEgress } from './egress-guard.ts'
export { fixWalletConnectInterop } from './interop.ts'
export {
  type ClientEventPayload,
  closeSignClient,
  createSignClient,
  nextEvent,
  type SignClient,
  type SignClientOptions,
} from './sign-client.ts'
export { MemoryKeyValueStorage, uniquePrefix } from './storage.ts'
export { createWalletConnectWallet, type WalletConnectWallet } from './wallet.ts'
