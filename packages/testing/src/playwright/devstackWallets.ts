import type { Devstack } from '@openappkit/devstack'
import { createWalletConnectWallet, type WalletConnectWallet } from '@openappkit/devstack/walletconnect'
import { Keypair } from '@solana/web3.js'
import type { SolanaTestWallet } from '../wallet/solanaWallet.ts'
import { type InjectedWallet, injectSolanaTestWallet, injectTestWallet } from './injectWallet.ts'
import type { PlaywrightPage } from './page.ts'

/** What these helpers read of a devstack: its URLs, chains and test accounts (plain data). */
export type DevstackTarget = Pick<Devstack, 'urls' | 'chains'> & {
  accounts: { evm: Devstack['accounts']['evm']; solana: { secretKey: ArrayLike<number> }[] }
}

export type TestWallets = {
  /** The EIP-6963 wallet ("OpenAppKit Test Wallet") on the devstack's EVM chain. */
  evm: InjectedWallet
  /** The Wallet Standard wallet on the devstack's Solana chain; absent when Solana is off. */
  solana: SolanaTestWallet | undefined
}

function solanaKeypair(devstack: DevstackTarget, index: number): Keypair {
  const account = devstack.accounts.solana[index]
  if (!account) throw new Error(`The devstack has no Solana test account ${index}`)
  return Keypair.fromSecretKey(Uint8Array.from(account.secretKey))
}

/**
 * The test wallet, as an extension puts it into every page, on devstack test account `account`
 * of each chain: an EVM wallet announced over EIP-6963 and, when the devstack runs Solana, a
 * Wallet Standard wallet. Call before `page.goto`.
 */
export async function injectDevstackWallets(
  page: PlaywrightPage,
  devstack: DevstackTarget,
  account = 0,
): Promise<TestWallets> {
  const evmAccount = devstack.accounts.evm[account]
  if (!evmAccount) throw new Error(`The devstack has no EVM test account ${account}`)
  const evm = await injectTestWallet(page, {
    rpcUrl: devstack.urls.evmRpc,
    chainId: devstack.chains.evm.chainId,
    privateKey: evmAccount.privateKey,
  })
  const rpcUrl = devstack.urls.solanaRpc
  const solana = rpcUrl
    ? await injectSolanaTestWallet(page, { keypairs: [solanaKeypair(devstack, account)], rpcUrl })
    : undefined
  return { evm, solana }
}

/**
 * A phone wallet over the devstack's WalletConnect relay, on test account `account` (1 unless
 * given, so it is not the extension wallet's): `pair(uri)` with the link the app shows, and it
 * approves the session and answers requests: EVM, and Solana when the devstack runs it (unless
 * `solana: false`). `chains` adds EVM chains it approves (chain id → RPC).
 */
export function createDevstackPhoneWallet(
  devstack: DevstackTarget,
  options: { account?: number; chains?: Record<number, string>; solana?: boolean } = {},
): Promise<WalletConnectWallet> {
  const { account = 1, solana = Boolean(devstack.urls.solanaRpc) } = options
  const evmAccount = devstack.accounts.evm[account]
  if (!evmAccount) throw new Error(`The devstack has no EVM test account ${account}`)
  const { solanaRpc } = devstack.urls
  const cluster = devstack.chains.solana?.caipNetworkId
  if (solana && !(solanaRpc && cluster))
    throw new Error('The devstack runs no Solana chain (started with solana: false)')
  return createWalletConnectWallet({
    relayUrl: devstack.urls.relay,
    privateKey: evmAccount.privateKey,
    chains: { [devstack.chains.evm.chainId]: devstack.urls.evmRpc, ...options.chains },
    ...(solana && solanaRpc && cluster
      ? {
          solana: {
            secretKey: solanaKeypair(devstack, account).secretKey,
            caipNetworkId: cluster,
            rpcUrl: solanaRpc,
          },
        }
      : {}),
  })
}
