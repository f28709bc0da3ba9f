import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  entryPointAbi,
  entryPointBytecode,
  smartAccountFactoryAbi,
  smartAccountFactoryBytecode,
  verifyingPaymasterAbi,
  verifyingPaymasterBytecode,
} from './artifacts.ts'
import { DEPLOYER_PRIVATE_KEY, devstackChain } from './deploy.ts'
import { BUNDLER_KEY, ERC4337_CONTRACTS, PAYMASTER_SIGNER_KEY } from './erc4337.ts'

/** ETH the paymaster holds on the EntryPoint for the operations it sponsors. */
const PAYMASTER_DEPOSIT = parseEther('1000')

/** Deploys the EntryPoint, the account factory and the paymaster, funds the paymaster and the bundler. */
export async function deployErc4337(rpcUrl: string): Promise<void> {
  const chain = devstackChain(rpcUrl)
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain, transport }) as PublicClient
  const wallet = createWalletClient({ chain, transport, account: privateKeyToAccount(DEPLOYER_PRIVATE_KEY) })
  let nonce = await publicClient.getTransactionCount({ address: wallet.account.address, blockTag: 'pending' })
  const { entryPoint } = ERC4337_CONTRACTS
  const signer = privateKeyToAccount(PAYMASTER_SIGNER_KEY).address
  const hashes = [
    await wallet.deployContract({ abi: entryPointAbi, bytecode: entryPointBytecode, nonce: nonce++ }),
    await wallet.deployContract({
      abi: smartAccountFactoryAbi,
      bytecode: smartAccountFactoryBytecode,
      args: [entryPoint],
      nonce: nonce++,
    }),
    await wallet.deployContract({
      abi: verifyingPaymasterAbi,
      bytecode: verifyingPaymasterBytecode,
      args: [entryPoint, signer],
      nonce: nonce++,
    }),
  ]
  for (const [i, expected] of Object.values(ERC4337_CONTRACTS).entries()) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: hashes[i] as Hex })
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`ERC-4337 contract ${i} deployed at ${receipt.contractAddress}, expected ${expected}`)
    }
  }
  const deposit = await wallet.writeContract({
    address: ERC4337_CONTRACTS.paymaster,
    abi: verifyingPaymasterAbi,
    functionName: 'deposit',
    value: PAYMASTER_DEPOSIT,
    nonce: nonce++,
  })
  if ((await publicClient.waitForTransactionReceipt({ hash: deposit })).status !== 'success') {
    throw new Error('The paymaster deposit reverted')
  }
  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({
    address: privateKeyToAccount(BUNDLER_KEY).address,
    value: parseEther('1000'),
  })
}
