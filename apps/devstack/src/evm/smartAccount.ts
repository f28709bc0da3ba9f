import {
  type Chain,
  type Client,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  keccak256,
  type Transport,
} from 'viem'
import { entryPoint07Abi, getUserOperationHash, toSmartAccount } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { readContract } from 'viem/actions'
import { smartAccountAbi, smartAccountFactoryAbi } from './artifacts.ts'
import { ERC4337_CONTRACTS } from './erc4337.ts'

/** One smart account per owner key (salt 0). */
const SALT = 0n
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * The smart account of `owner` from the devstack's factory, as a viem SmartAccount: its address
 * is known before it is deployed (the first user operation deploys it); viem wraps its signatures
 * in ERC-6492 until then, and the account checks them with ERC-1271 after.
 */
export function toDevstackSmartAccount({
  client,
  owner,
}: {
  client: Client<Transport, Chain, undefined>
  owner: PrivateKeyAccount
}) {
  const factory = ERC4337_CONTRACTS.accountFactory
  let address: Hex | undefined
  const getAddress = async () => {
    address ??= await readContract(client, {
      address: factory,
      abi: smartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, SALT],
    })
    return address
  }
  // What the account's isValidSignature recovers from: the hash bound to this account and chain.
  const signHash = async (hash: Hex) =>
    owner.sign({
      hash: keccak256(
        encodeAbiParameters(
          [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes32' }],
          [await getAddress(), BigInt(client.chain.id), hash],
        ),
      ),
    })
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: ERC4337_CONTRACTS.entryPoint, version: '0.7' },
    getAddress,
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: smartAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, SALT],
        }),
      }
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: smartAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: smartAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      })
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    signMessage: async ({ message }) => signHash(hashMessage(message)),
    signTypedData: async (typedData) => signHash(hashTypedData(typedData as never)),
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: ERC4337_CONTRACTS.entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: await getAddress() },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
