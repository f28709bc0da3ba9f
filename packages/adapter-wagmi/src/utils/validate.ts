import { BaseError } from '@openappkit/core'
import { type Address, type Hex, isAddress } from 'viem'
import { InvalidWalletResponseError } from '../errors/walletErrors'

/** Bad input from the caller: a clear error before any wallet is asked. */
export function assertAddress(value: string, field: string): Address {
  if (!isAddress(value, { strict: false })) {
    throw new BaseError('Invalid address', {
      details: `${field} must be a 0x-prefixed 20-byte address, got "${value}"`,
    })
  }
  return value as Address
}

/** SPEC §5: a transaction hash is 0x plus 64 hex characters. */
export function assertTransactionHash(value: unknown): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value)) {
    throw new InvalidWalletResponseError('transaction hash', { details: `Received ${JSON.stringify(value)}` })
  }
  return value as Hex
}

/** SPEC §5: a signed message is 0x plus at least 62 hex characters. */
export function assertSignature(value: unknown): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{62,}$/.test(value)) {
    throw new InvalidWalletResponseError('signature', { details: `Received ${JSON.stringify(value)}` })
  }
  return value as Hex
}
