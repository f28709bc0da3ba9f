import type { FailedTransactionMetadata } from 'litesvm'

// litesvm reports errors as native enum numbers and small classes; the RPC API carries the
// validator's serde JSON of `TransactionError` (a bare variant name, or `{ Variant: payload }`).
// The name tables follow the enum order declared in litesvm's internal.d.ts.

export type TransactionErrorJson = string | { [variant: string]: unknown }

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

type LiteSvmTransactionError = ReturnType<FailedTransactionMetadata['err']>
type LiteSvmInstructionError = ReturnType<Extract<LiteSvmTransactionError, { err(): unknown }>['err']>

function instructionErrorToJson(error: LiteSvmInstructionError): TransactionErrorJson {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'InvalidError'
  if ('code' in error) return { Custom: error.code }
  return { BorshIoError: error.msg }
}

export function transactionErrorToJson(error: LiteSvmTransactionError): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure'
  if ('err' in error) return { InstructionError: [error.index, instructionErrorToJson(error.err())] }
  if ('index' in error) return { DuplicateInstruction: error.index }
  // Both remaining variants carry only an account index; the class name tells them apart.
  const variant = error.toString().includes('InsufficientFundsForRent')
    ? 'InsufficientFundsForRent'
    : 'ProgramExecutionTemporarilyRestricted'
  return { [variant]: { account_index: error.accountIndex } }
}

/**
 * Errors raised while executing instructions: the validator still records the transaction
 * and charges its fee. Any other error means the transaction never makes it into a block.
 */
export function landsOnChain(error: TransactionErrorJson): boolean {
  if (typeof error === 'string') return false
  return ['InstructionError', 'DuplicateInstruction', 'InsufficientFundsForRent'].some(
    (variant) => variant in error,
  )
}

export function isTransactionError(error: TransactionErrorJson, variant: string): boolean {
  return error === variant || (typeof error === 'object' && variant in error)
}

// The validator's Display texts for the errors a wallet user is likely to meet; other
// variants are shown by name.
const TRANSACTION_ERROR_TEXT: Record<string, string> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
}

const INSTRUCTION_ERROR_TEXT: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
}

function describeInstructionError(error: unknown): string {
  if (typeof error === 'string') return INSTRUCTION_ERROR_TEXT[error] ?? error
  if (error !== null && typeof error === 'object' && 'Custom' in error) {
    return `custom program error: 0x${Number(error.Custom).toString(16)}`
  }
  return JSON.stringify(error)
}

export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_ERROR_TEXT[error] ?? error
  if ('InstructionError' in error && Array.isArray(error.InstructionError)) {
    const [index, inner] = error.InstructionError
    return `Error processing Instruction ${index}: ${describeInstructionError(inner)}`
  }
  if ('InsufficientFundsForRent' in error) {
    const { account_index } = error.InsufficientFundsForRent as { account_index: number }
    return `Transaction results in an account (${account_index}) with insufficient funds for rent`
  }
  return JSON.stringify(error)
}
