import type { Devstack } from '@openappkit/devstack'
import { createWalletConnectWallet, type WalletConnectWallet } from '@openappkit/devstack/walletconnect'

/** The phone of the WalletConnect tests: a sign-client wallet in Node on the devstack's relay. */
export function createPhoneWallet(devstack: Devstack): Promise<WalletConnectWallet> {
  const account = devstack.accounts.evm[1]
  if (!account) throw new Error('the devstack has no second EVM test account')
  return createWalletConnectWallet({
    relayUrl: devstack.urls.relay,
    privateKey: account.privateKey,
    chains: { [devstack.chains.evm.chainId]: devstack.urls.evmRpc },
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
