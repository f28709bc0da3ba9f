import type { ChainNamespace } from '../networks/types.ts'
import { base58ByteLength } from '../utils/base58ByteLength.ts'
import { checksumAddress, isHexAddress } from '../utils/checksumAddress.ts'

/**
 * Whether `value` is an address the namespace can send to: 20 hex bytes on eip155, all lowercase,
 * all uppercase or with a right EIP-55 checksum (a mixed case that fails it is a typo, which
 * would otherwise send to an address nobody holds); a 32-byte base58 public key on solana.
 */
export function isReceiverAddress(namespace: ChainNamespace, value: string): boolean {
  if (namespace === 'eip155') {
    if (!isHexAddress(value)) return false
    const hex = value.slice(2)
    // One case throughout carries no checksum (EIP-55); mixed case must be the checksum.
    return hex === hex.toLowerCase() || hex === hex.toUpperCase() || checksumAddress(value) === value
  }
  if (namespace === 'solana')
    return value.length >= 32 && value.length <= 44 && base58ByteLength(value) === 32
  return false
}

/** Whether `value` is what the namespace's wallets return for a sent transaction. */
export function isSentTransactionId(namespace: ChainNamespace, value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (namespace === 'eip155') return /^0x[0-9a-fA-F]{64}$/.test(value)
  if (namespace === 'solana') return value.length <= 88 && base58ByteLength(value) === 64
  return false
}
