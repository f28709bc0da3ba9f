import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { createWalletConnectWallet, type WalletConnectWallet } from '@openappkit/devstack/walletconnect'

/**
 * The phone of the WalletConnect tests: a sign-client wallet in Node on the devstack's relay
 * (`secondChain`: also on the playground's second network, to move to it).
 * With `solana`, it also approves the devstack's Solana cluster with its second test account and
 * answers the Solana methods with that keypair.
 */
export function createPhoneWallet(
  devstack: DevstackInfo,
  options: { solana?: boolean; secondChain?: boolean } = {},
): Promise<WalletConnectWallet> {
  const account = devstack.accounts.evm[1]
  if (!account) throw new Error('the devstack has no second EVM test account')
  const solanaAccount = devstack.accounts.solana[1]
  const { solanaRpc } = devstack.urls
  const cluster = devstack.chains.solana?.caipNetworkId
  if (options.solana && !(solanaAccount && solanaRpc && cluster))
    throw new Error('the devstack runs no Solana chain with a second test account')
  return createWalletConnectWallet({
    relayUrl: devstack.urls.relay,
    privateKey: account.privateKey,
    chains: {
      [devstack.chains.evm.chainId]: devstack.urls.evmRpc,
      // The playground's "Devstack Two", on the same node.
      ...(options.secondChain ? { [devstack.chains.evm.chainId + 1]: devstack.urls.evmRpc } : {}),
    },
    ...(options.solana && solanaAccount && solanaRpc && cluster
      ? {
          solana: {
            secretKey: Uint8Array.from(solanaAccount.secretKey),
            caipNetworkId: cluster,
            rpcUrl: solanaRpc,
          },
        }
      : {}),
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
