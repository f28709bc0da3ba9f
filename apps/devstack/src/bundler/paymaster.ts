import { type Address, concat, encodeAbiParameters, type Hex, type PublicClient, toHex } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { smartAccountFactoryAbi, verifyingPaymasterAbi } from '../evm/artifacts.ts'
import { ERC4337_CONTRACTS, PAYMASTER_SIGNER_KEY } from '../evm/erc4337.ts'
import { BundlerError, REJECTED_BY_PAYMASTER } from './userOperation.ts'

const { paymaster, accountFactory } = ERC4337_CONTRACTS
const signer = privateKeyToAccount(PAYMASTER_SIGNER_KEY)
/** Where an ERC-1967 proxy keeps its implementation. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'
/** A signature that recovers to some address, so validation runs its full course in estimates. */
export const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
const VERIFICATION_GAS = 100_000n
/** A sponsorship holds for this long. */
const VALID_FOR_SECONDS = 3600n

/**
 * The paymaster service (ERC-7677 `pm_getPaymasterStubData` / `pm_getPaymasterData`): signs
 * sponsorships the VerifyingPaymaster on chain accepts, for the smart accounts of the devstack's
 * factory only, while sponsorship is on (`sponsoring()` is read on every request, so a switch
 * at run time applies to the next operation).
 */
export function paymasterService(client: PublicClient, sponsoring: () => boolean) {
  let implementation: Promise<Address> | undefined
  async function check(op: UserOperation<'0.7'>) {
    if (!sponsoring())
      throw new BundlerError(
        REJECTED_BY_PAYMASTER,
        "Sponsorship is off: the devstack's paymaster pays for nothing",
      )
    if (op.factory?.toLowerCase() === accountFactory.toLowerCase()) return
    implementation ??= client.readContract({
      address: accountFactory,
      abi: smartAccountFactoryAbi,
      functionName: 'accountImplementation',
    })
    const slot = await client.getStorageAt({ address: op.sender, slot: IMPLEMENTATION_SLOT })
    if (!slot || BigInt(slot) !== BigInt(await implementation))
      throw new BundlerError(
        REJECTED_BY_PAYMASTER,
        `The devstack's paymaster sponsors only smart accounts of its factory ${accountFactory}, not ${op.sender}`,
      )
  }
  const validUntil = async () => Number((await client.getBlock()).timestamp + VALID_FOR_SECONDS)
  const validity = (until: number) =>
    encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [until, 0])
  return {
    async pm_getPaymasterStubData(op: UserOperation<'0.7'>) {
      await check(op)
      return {
        paymaster,
        paymasterData: concat([validity(await validUntil()), STUB_SIGNATURE]),
        paymasterVerificationGasLimit: toHex(VERIFICATION_GAS),
        paymasterPostOpGasLimit: '0x0',
      }
    },
    async pm_getPaymasterData(op: UserOperation<'0.7'>) {
      await check(op)
      const until = await validUntil()
      const hash = await client.readContract({
        address: paymaster,
        abi: verifyingPaymasterAbi,
        functionName: 'getHash',
        args: [
          toPackedUserOperation({
            ...op,
            paymaster,
            paymasterData: '0x',
            paymasterVerificationGasLimit: op.paymasterVerificationGasLimit || VERIFICATION_GAS,
            paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? 0n,
          }),
          until,
          0,
        ],
      })
      return {
        paymaster,
        paymasterData: concat([validity(until), await signer.signMessage({ message: { raw: hash } })]),
      }
    },
  }
}
