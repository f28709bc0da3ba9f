import { type Address, decodeErrorResult, type Hex, isAddress } from 'viem'
import { formatUserOperation, type UserOperation } from 'viem/account-abstraction'
import * as z from 'zod/mini'

/** A bundler JSON-RPC error: `code` as ERC-4337 numbers them, the message says what to fix. */
export class BundlerError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export const INVALID_PARAMS = -32602
/** The EntryPoint refused the operation in validation (account, factory, prefund). */
export const REJECTED_BY_ENTRY_POINT = -32500
/** The paymaster refused (validation or sponsorship). */
export const REJECTED_BY_PAYMASTER = -32501
/** The operation's own call reverts. */
export const EXECUTION_REVERTED = -32521

/** A reverted call's reason: Error(string) decoded, anything else as its raw bytes. */
export function revertReason(data: Hex | undefined): string {
  if (!data || data === '0x') return 'execution reverted'
  try {
    const decoded = decodeErrorResult({ abi: [], data })
    return String(decoded.args?.[0] ?? decoded.errorName)
  } catch {
    return data
  }
}

const quantity = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity'))
const bytes = () =>
  z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes'), z.maxLength(262_144))
const address = () => z.string().check(z.refine((a) => isAddress(a, { strict: false }), 'must be an address'))

/** A v0.7 user operation as the bundler JSON-RPC carries it; gas fields may be left out for estimation. */
const rpcUserOperation = z.object({
  sender: address(),
  nonce: quantity(),
  factory: z.optional(z.nullable(address())),
  factoryData: z.optional(z.nullable(bytes())),
  callData: bytes(),
  callGasLimit: z.optional(quantity()),
  verificationGasLimit: z.optional(quantity()),
  preVerificationGas: z.optional(quantity()),
  maxFeePerGas: z.optional(quantity()),
  maxPriorityFeePerGas: z.optional(quantity()),
  paymaster: z.optional(z.nullable(address())),
  paymasterVerificationGasLimit: z.optional(z.nullable(quantity())),
  paymasterPostOpGasLimit: z.optional(z.nullable(quantity())),
  paymasterData: z.optional(z.nullable(bytes())),
  signature: bytes(),
})

/** Reads and checks a user operation from the RPC params; every gas field is 0 where left out. */
export function readUserOperation(value: unknown): UserOperation<'0.7'> {
  const parsed = rpcUserOperation.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new BundlerError(
      INVALID_PARAMS,
      `Invalid user operation: ${issue?.path.join('.') || 'value'} ${issue?.message ?? 'is malformed'}`,
    )
  }
  const { factory, factoryData, paymaster, paymasterData, ...rest } = parsed.data
  const op = formatUserOperation({
    callGasLimit: '0x0',
    verificationGasLimit: '0x0',
    preVerificationGas: '0x0',
    maxFeePerGas: '0x0',
    maxPriorityFeePerGas: '0x0',
    ...rest,
    ...(factory ? { factory: factory as Address, factoryData: (factoryData ?? '0x') as Hex } : {}),
    ...(paymaster
      ? {
          paymaster: paymaster as Address,
          paymasterData: (paymasterData ?? '0x') as Hex,
          paymasterVerificationGasLimit: rest.paymasterVerificationGasLimit ?? '0x0',
          paymasterPostOpGasLimit: rest.paymasterPostOpGasLimit ?? '0x0',
        }
      : {}),
  } as never) as UserOperation<'0.7'>
  if (!paymaster) {
    delete op.paymasterVerificationGasLimit
    delete op.paymasterPostOpGasLimit
  }
  return op
}

export function readEntryPoint(value: unknown, supported: Address): Address {
  if (typeof value !== 'string' || value.toLowerCase() !== supported.toLowerCase()) {
    throw new BundlerError(
      INVALID_PARAMS,
      `EntryPoint ${String(value)} is not supported: this bundler serves ${supported}`,
    )
  }
  return supported
}
