import {
  type Address,
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

/** ERC-4337 v0.7 on the devstack chain: deployer nonces 10 to 12, after the tokens and the pool. */
export const ERC4337_CONTRACTS = {
  entryPoint: '0x18d1869D9aa41aD6f46dB518c3B9017b3A6B468d',
  /** Makes smart accounts (SimpleAccount with ERC-1271): `getAddress(owner, salt)`, `createAccount(owner, salt)`. */
  accountFactory: '0xd83f38A61164DdA9ab0B9111fCbF2c20afdda431',
  /** VerifyingPaymaster: pays for the user operations the devstack's paymaster signs. */
  paymaster: '0x7ad15C0eadeD5Cb3F1365f384677e2e371951c4c',
} as const satisfies Record<string, Address>

/** Signs the paymaster's sponsorships. Test-only key: never fund it anywhere. */
export const PAYMASTER_SIGNER_KEY: Hex = '0x26350375a2d5db5bee91056ea10a0757bc5f2228ac272146b6c413bfa86e83ac'
/** Sends the bundler's handleOps transactions and collects their refunds. Test-only key. */
export const BUNDLER_KEY: Hex = '0x1a07be9f83cb93e2ef7739f26b32fbeed084d06971b76dfc08aed8e0625ff29b'

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
