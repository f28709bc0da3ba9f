import {
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  type Hex,
  type PublicClient,
  parseAbi,
  parseEther,
  parseEventLogs,
  toHex,
  zeroAddress,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { entryPointAbi, entryPointSimulationsRuntimeCode } from '../evm/artifacts.ts'
import { ERC4337_CONTRACTS } from '../evm/erc4337.ts'
import {
  BundlerError,
  EXECUTION_REVERTED,
  REJECTED_BY_ENTRY_POINT,
  REJECTED_BY_PAYMASTER,
  revertReason,
} from './userOperation.ts'

const { entryPoint } = ERC4337_CONTRACTS

/** The EntryPoint's refusal ("AA21 didn't pay prefund", "AA24 signature error", …) as a bundler error. */
export function entryPointRefusal(error: unknown): never {
  const reverted =
    error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : undefined
  if (reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName.startsWith('FailedOp')) {
    const reason = String(reverted.data.args?.[1] ?? '')
    const inner =
      reverted.data.errorName === 'FailedOpWithRevert' ? ` (${String(reverted.data.args?.[2])})` : ''
    throw new BundlerError(
      reason.startsWith('AA3') ? REJECTED_BY_PAYMASTER : REJECTED_BY_ENTRY_POINT,
      `The EntryPoint refused the user operation: ${reason}${inner}`,
    )
  }
  throw error
}

/**
 * Gas the bundler needs back for what the EntryPoint does not meter: the transaction's base cost,
 * its calldata, and the bundle's own overhead. One operation per bundle here. An estimate counts
 * every byte as non-zero: the signed operation's bytes differ from the stub's, never its length.
 */
export function preVerificationGas(op: UserOperation<'0.7'>, estimate = false): bigint {
  const data = encodeFunctionData({
    abi: entryPointAbi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(op)], entryPoint],
  })
  let calldata = 0n
  for (let i = 2; i < data.length; i += 2) calldata += !estimate && data.slice(i, i + 2) === '00' ? 4n : 16n
  return 21_000n + calldata + 20_000n
}

/** Limits the estimate simulates with: far above what an account needs, paid at 1 wei a gas. */
const SIMULATION = { verification: 2_000_000n, call: 5_000_000n, paymasterVerification: 1_000_000n }
/** The EntryPoint charges 10% of the execution gas limit left unused (v0.7). */
const UNUSED_GAS_PENALTY_PERCENT = 10n

/**
 * Runs the operation through the EntryPoint's simulateHandleOp (the audited simulations contract as
 * a code override of the EntryPoint, the sender's balance topped up) and derives its limits from
 * the gas it used, with margins.
 */
export async function estimateGas(client: PublicClient, op: UserOperation<'0.7'>) {
  const simulated: UserOperation<'0.7'> = {
    ...op,
    callGasLimit: SIMULATION.call,
    verificationGasLimit: SIMULATION.verification,
    preVerificationGas: 0n,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
    ...(op.paymaster
      ? {
          paymasterVerificationGasLimit: SIMULATION.paymasterVerification,
          paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? 0n,
        }
      : {}),
  }
  // eth_simulateV1 rather than eth_call: its logs tell whether the operation's call reverted.
  const [block] = await client.simulateBlocks({
    blocks: [
      {
        stateOverrides: [
          { address: entryPoint, code: entryPointSimulationsRuntimeCode },
          { address: op.sender, balance: parseEther('1000') },
        ],
        calls: [
          {
            to: entryPoint,
            abi: simulationsAbi,
            functionName: 'simulateHandleOp',
            args: [toPackedUserOperation(simulated), zeroAddress, '0x'],
          },
        ],
      },
    ],
  })
  const call = block?.calls[0]
  if (call?.status !== 'success')
    entryPointRefusal(call?.error ?? new Error('The simulation answered nothing'))
  const { result } = call
  const reverted = parseEventLogs({
    abi: entryPointAbi,
    logs: call.logs ?? [],
    eventName: 'UserOperationRevertReason',
  })[0]
  if (reverted)
    throw new BundlerError(
      EXECUTION_REVERTED,
      `The user operation's call reverts: ${revertReason(reverted.args.revertReason)}`,
    )
  const executionLimit = SIMULATION.call + (simulated.paymasterPostOpGasLimit ?? 0n)
  const penalty = (executionLimit * UNUSED_GAS_PENALTY_PERCENT) / 100n
  const executionUsed =
    ((result.paid - result.preOpGas - penalty) * 100n) / (100n - UNUSED_GAS_PENALTY_PERCENT)
  return {
    preVerificationGas: preVerificationGas(op, true),
    verificationGasLimit: (result.preOpGas * 3n) / 2n + 10_000n,
    callGasLimit: (executionUsed * 6n) / 5n + 10_000n,
    ...(op.paymaster
      ? {
          paymasterVerificationGasLimit: op.paymasterVerificationGasLimit || 100_000n,
          paymasterPostOpGasLimit: simulated.paymasterPostOpGasLimit ?? 0n,
        }
      : {}),
  }
}

export const toRpcGas = (gas: Record<string, bigint>): Record<string, Hex> =>
  Object.fromEntries(Object.entries(gas).map(([k, v]) => [k, toHex(v)]))

const simulationsAbi = [
  ...parseAbi([
    'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
    'struct ExecutionResult { uint256 preOpGas; uint256 paid; uint256 accountValidationData; uint256 paymasterValidationData; bool targetSuccess; bytes targetResult; }',
    'function simulateHandleOp(PackedUserOperation op, address target, bytes targetCallData) returns (ExecutionResult)',
  ]),
  ...entryPointAbi.filter((item) => item.type === 'error'),
] as const
