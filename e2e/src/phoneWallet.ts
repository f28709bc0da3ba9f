import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { WalletConnectWallet } from '@openappkit/devstack/walletconnect'
import { createDevstackPhoneWallet } from '@openappkit/testing/inject'

/**
 * The phone of the WalletConnect tests: the package's phone wallet on the devstack's relay with
 * the second test account (`secondChain`: also on the playground's second network, to move to
 * it). With `solana`, it also approves the devstack's Solana cluster with its second test account.
 */
export function createPhoneWallet(
  devstack: DevstackInfo,
  options: { solana?: boolean; secondChain?: boolean } = {},
): Promise<WalletConnectWallet> {
  const { chainId } = devstack.chains.evm
  return createDevstackPhoneWallet(devstack, {
    solana: options.solana ?? false,
    // The playground's "Devstack Two", on the same node.
    ...(options.secondChain ? { chains: { [chainId + 1]: devstack.urls.evmRpc } } : {}),
  })
}

/** Rejects with `what` when `promise` takes longer than `ms`: a hang names its step. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
