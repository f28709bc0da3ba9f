import type { CaipNetwork } from '@openappkit/core'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { installDom } from '@openappkit/testing/dom'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, inject } from 'vitest'
import { localNetwork } from './fixtures.ts'
import { startSecondChain } from './secondChain.ts'

export type LocalChains = {
  /** The run's devstack, with `accounts.evm` this file's own (see fundAccounts). */
  devstack: DevstackInfo
  second: { url: string; chainId: number }
  stop(): Promise<void>
}

/**
 * Two files funding at once both send from the devstack's first account: the one that loses the
 * race for a nonce sends again with the next one (anvil says "nonce too low", or "replacement
 * transaction underpriced" when both sent with the same nonce).
 */
async function sendWithFreshNonce(send: () => Promise<Hex>): Promise<Hex> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      if (attempt >= 10 || !/nonce|replacement transaction underpriced/i.test(String(error))) throw error
    }
  }
}

/**
 * Ten fresh accounts for one test file, funded as the devstack funds its own (10 000 ETH, and
 * 1000 OAK and 1000 TUSD sent from the devstack's first account, which anvil signs for and gives
 * nonces to). Files run in parallel on one devstack: with accounts of their own they never race
 * for a nonce, and the balances a test reads change only by what it did.
 */
async function fundAccounts(devstack: DevstackInfo): Promise<DevstackInfo['accounts']['evm']> {
  const transport = http(devstack.urls.evmRpc)
  const anvil = createTestClient({ mode: 'anvil', transport })
  const reader = createPublicClient({ transport, pollingInterval: 50 })
  const funder = devstack.accounts.evm[0]
  if (!funder) throw new Error('the devstack has no EVM test account')
  const wallet = createWalletClient({ account: funder.address as Hex, transport })
  const accounts = Array.from({ length: 10 }, () => {
    const privateKey = generatePrivateKey()
    return { address: privateKeyToAccount(privateKey).address, privateKey }
  })
  const { testToken, tetherToken } = devstack.contracts.evm
  await Promise.all(accounts.map(({ address }) => anvil.setBalance({ address, value: parseEther('10000') })))
  // One sender, so one after the other (anvil numbers them; another file may be funding too);
  // anvil mines each as it arrives, so only the last receipt is awaited.
  let last: Hex | undefined
  for (const { address } of accounts) {
    for (const [token, decimals] of [
      [testToken, 18],
      [tetherToken, 6],
    ] as const) {
      const send = () =>
        wallet.sendTransaction({
          chain: null,
          to: token as Hex,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [address, parseUnits('1000', decimals)],
          }),
        })
      last = await sendWithFreshNonce(send)
    }
  }
  if (last) await reader.waitForTransactionReceipt({ hash: last })
  return accounts
}

/**
 * The devstack of the project's global setup (anvil with the test tokens), with ten accounts of
 * this file's own, and a second anvil of the file's own for switching and adding chains (the
 * devstack runs one chain), where those accounts have ETH too.
 */
export async function startLocalChains(): Promise<LocalChains> {
  const shared = inject('devstack')
  const second = startSecondChain(31338)
  try {
    const evm = await fundAccounts(shared)
    const chain = await second
    // The second anvil funds only the well-known accounts: these get the same ETH there.
    const other = createTestClient({ mode: 'anvil', transport: http(chain.url) })
    await Promise.all(evm.map(({ address }) => other.setBalance({ address, value: parseEther('10000') })))
    return {
      devstack: { ...shared, accounts: { ...shared.accounts, evm } },
      second: { url: chain.url, chainId: 31338 },
      stop: () => chain.stop(),
    }
  } catch (error) {
    await second.then((c) => c.stop()).catch(() => {})
    throw error
  }
}

export type LocalChainsEnvironment = {
  chains: LocalChains
  /** The devstack's chain and the second anvil, as the app's networks. */
  local: CaipNetwork
  other: CaipNetwork
  /** Readers for checking balances on chain. */
  chain: PublicClient
  otherChain: PublicClient
}

/**
 * For a test file: a DOM for EIP-6963 announcements and the two local chains, started before the
 * file's tests and stopped after them; `onReady` receives them.
 */
export function useLocalChains(onReady: (environment: LocalChainsEnvironment) => void) {
  let removeDom: (() => void) | undefined
  let chains: LocalChains | undefined
  beforeAll(async () => {
    removeDom = installDom().restore
    chains = await startLocalChains()
    const { devstack, second } = chains
    onReady({
      chains,
      local: localNetwork(devstack.chains.evm.chainId, devstack.urls.evmRpc, 'Devstack'),
      other: localNetwork(second.chainId, second.url, 'Second Local'),
      chain: createPublicClient({ transport: http(devstack.urls.evmRpc) }) as PublicClient,
      otherChain: createPublicClient({ transport: http(second.url) }) as PublicClient,
    })
  })
  afterAll(async () => {
    removeDom?.()
    await chains?.stop()
  })
}
