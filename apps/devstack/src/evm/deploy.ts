import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { EVM_CHAIN_ID, TEST_MNEMONIC } from './anvil.ts'
import {
  swapPoolAbi,
  swapPoolBytecode,
  testNftAbi,
  testNftBytecode,
  testTokenAbi,
  testTokenBytecode,
  tetherStyleTokenAbi,
  tetherStyleTokenBytecode,
} from './artifacts.ts'

/**
 * Deploys with a key of its own (not one of the test accounts), so on a fresh chain its nonces,
 * and therefore the contract addresses, are always the same. Test-only key: never fund it anywhere.
 */
export const DEPLOYER_PRIVATE_KEY: Hex = '0x21674a0b168b60d3a96deeb5a9625387a685444626d46e401493d0d253161730'
export const DEPLOYER_ADDRESS: Address = '0xC7212C0Af5b1E5A28a3D302F89F77fE21E7D74B6'

/** Contract addresses: deployer nonce 0 to 4 on a fresh chain. Checked at every start. */
export const EVM_CONTRACTS = {
  /** Standard ERC-20 "OpenAppKit Test Token" (OAK), 18 decimals. */
  testToken: '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
  /** USDT-style "Tether-style Test USD" (TUSD), 6 decimals; transfer returns nothing. */
  tetherToken: '0x65A22eCbc895Cd1FeA745A940719bBD0F78E5E8e',
  /** Constant-product pool for ETH/OAK, ETH/TUSD and OAK/TUSD; the spender to approve. */
  swapPool: '0xcfB19A923C2dE5714A95b1e1ad1E4546C156C711',
  /** ERC-721 "Devstack Badges" (DSB); `mint(to)` is open to anyone and returns the next token id. */
  nft: '0xd4B906a55dd0084878d5A546048c61e4639E43b2',
  /** The same contract as "Claim Your Reward" (CLAIM), flagged as spam by the data service. */
  spamNft: '0x11CF1Ea41c27Dc8d4cD5Ae55ff4B1793750D6114',
} as const satisfies Record<string, Address>

export interface TestAccount {
  address: Address
  privateKey: Hex
}

/** The anvil test accounts (well-known mnemonic, index 0..n-1). Public keys: test use only. */
export function evmTestAccounts(count = 10): TestAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error('no private key')
    return { address: account.address, privateKey: `0x${Buffer.from(key).toString('hex')}` }
  })
}

export function devstackChain(rpcUrl: string, chainId = EVM_CHAIN_ID): Chain {
  return defineChain({
    id: chainId,
    name: 'Devstack EVM',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

/** Each test account gets this much of each token at start. */
export const TOKEN_GRANT = { testToken: parseUnits('1000000', 18), tetherToken: parseUnits('1000000', 6) }

const LIQUIDITY = [
  {
    a: zeroAddress,
    b: EVM_CONTRACTS.testToken,
    amountA: parseEther('100'),
    amountB: parseUnits('150000', 18),
  },
  {
    a: zeroAddress,
    b: EVM_CONTRACTS.tetherToken,
    amountA: parseEther('100'),
    amountB: parseUnits('300000', 6),
  },
  {
    a: EVM_CONTRACTS.testToken,
    b: EVM_CONTRACTS.tetherToken,
    amountA: parseUnits('100000', 18),
    amountB: parseUnits('200000', 6),
  },
] as const

/** Deploys the tokens and the pool, funds the test accounts and seeds the pool's liquidity. */
export async function deployEvmContracts(rpcUrl: string, accounts: TestAccount[]): Promise<void> {
  const chain = devstackChain(rpcUrl)
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain, transport }) as PublicClient
  const deployer = privateKeyToAccount(DEPLOYER_PRIVATE_KEY)
  const wallet = createWalletClient({ chain, transport, account: deployer })

  if ((await publicClient.getTransactionCount({ address: deployer.address })) !== 0) {
    throw new Error('The chain is not fresh: the deployer has sent transactions already')
  }
  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({
    address: deployer.address,
    value: parseEther('1000000'),
  })

  const holders = [...accounts.map((a) => a.address), deployer.address]
  let nonce = 0
  const hashes: Hex[] = []
  hashes.push(
    await wallet.deployContract({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: ['OpenAppKit Test Token', 'OAK', 18, holders, TOKEN_GRANT.testToken],
      nonce: nonce++,
    }),
  )
  hashes.push(
    await wallet.deployContract({
      abi: tetherStyleTokenAbi,
      bytecode: tetherStyleTokenBytecode,
      args: ['Tether-style Test USD', 'TUSD', 6n, holders, TOKEN_GRANT.tetherToken],
      nonce: nonce++,
    }),
  )
  hashes.push(await wallet.deployContract({ abi: swapPoolAbi, bytecode: swapPoolBytecode, nonce: nonce++ }))
  for (const [name, symbol] of [
    ['Devstack Badges', 'DSB'],
    ['Claim Your Reward', 'CLAIM'],
  ] as const) {
    hashes.push(
      await wallet.deployContract({
        abi: testNftAbi,
        bytecode: testNftBytecode,
        args: [name, symbol],
        nonce: nonce++,
      }),
    )
  }
  for (const [i, expected] of Object.values(EVM_CONTRACTS).entries()) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: hashes[i] as Hex })
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`Contract ${i} deployed at ${receipt.contractAddress}, expected ${expected}`)
    }
  }

  const txs: Hex[] = []
  txs.push(
    await wallet.writeContract({
      address: EVM_CONTRACTS.testToken,
      abi: testTokenAbi,
      functionName: 'approve',
      args: [EVM_CONTRACTS.swapPool, maxUint256],
      nonce: nonce++,
    }),
  )
  txs.push(
    await wallet.writeContract({
      address: EVM_CONTRACTS.tetherToken,
      abi: tetherStyleTokenAbi,
      functionName: 'approve',
      args: [EVM_CONTRACTS.swapPool, maxUint256],
      nonce: nonce++,
    }),
  )
  for (const l of LIQUIDITY) {
    txs.push(
      await wallet.writeContract({
        address: EVM_CONTRACTS.swapPool,
        abi: swapPoolAbi,
        functionName: 'addLiquidity',
        args: [l.a, l.b, l.amountA, l.amountB],
        value: l.a === zeroAddress ? l.amountA : 0n,
        nonce: nonce++,
      }),
    )
  }
  for (const hash of txs) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Devstack setup transaction ${hash} reverted`)
  }
}
