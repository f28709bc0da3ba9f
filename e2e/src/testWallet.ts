import type { DevstackInfo } from '@openappkit/devstack/vitest'
import {
  type InjectedWallet,
  type InjectedWalletOptions,
  injectSolanaTestWallet,
  injectTestWallet,
} from '@openappkit/testing/inject'
import { devstackSolanaKeypair } from '@openappkit/testing/wallet'
import type { Page } from 'playwright-core'

export {
  type InjectedWallet as TestWallet,
  type InjectedWalletOptions as TestWalletOptions,
  injectTestWallet,
}

/**
 * The test wallet on the devstack's EVM chain with test account `account` (0 unless given), or
 * the `privateKey` given (a fresh key no other file uses): what every browser test injects
 * before it opens the playground. It knows the playground's two networks, both on the
 * devstack's one anvil.
 */
export function injectDevstackWallet(
  page: Page,
  devstack: DevstackInfo,
  options: Partial<InjectedWalletOptions> & { account?: number } = {},
): Promise<InjectedWallet> {
  const { account: index = 0, ...rest } = options
  const account = devstack.accounts.evm[index]
  if (!account) throw new Error(`the devstack has no EVM test account ${index}`)
  const { chainId } = devstack.chains.evm
  return injectTestWallet(page, {
    rpcUrl: devstack.urls.evmRpc,
    chainId,
    chains: { [chainId + 1]: devstack.urls.evmRpc },
    privateKey: account.privateKey,
    ...rest,
  })
}

/**
 * The test wallet's Solana side (Wallet Standard) on the devstack's litesvm chain with test
 * keypair `account` (0 unless given). The devstack must run Solana.
 */
export function injectDevstackSolanaWallet(
  page: Page,
  devstack: DevstackInfo,
  options: { account?: number; name?: string; canSignIn?: boolean } = {},
) {
  const rpcUrl = devstack.urls.solanaRpc
  if (!rpcUrl) throw new Error('the devstack runs no Solana chain (started with solana: false)')
  const { account = 0, ...rest } = options
  return injectSolanaTestWallet(page, { keypairs: [devstackSolanaKeypair(account)], rpcUrl, ...rest })
}

/** What the devstack's Solana chain holds for `address`, in lamports (confirmed). */
export async function solanaLamports(devstack: DevstackInfo, address: string): Promise<bigint> {
  const rpcUrl = devstack.urls.solanaRpc
  if (!rpcUrl) throw new Error('the devstack runs no Solana chain')
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  const body = (await response.json()) as { result?: { value: number }; error?: { message: string } }
  if (!body.result) throw new Error(`getBalance failed: ${body.error?.message ?? 'no result'}`)
  return BigInt(body.result.value)
}
