import type { ChainNamespace } from '../networks/types'

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** How many bytes a base58 string decodes to; undefined when it is not base58. */
export function base58ByteLength(value: string): number | undefined {
  if (!value) return undefined
  let number = 0n
  for (const char of value) {
    const digit = base58.indexOf(char)
    if (digit < 0) return undefined
    number = number * 58n + BigInt(digit)
  }
  let bytes = 0
  while (number > 0n) {
    number >>= 8n
    bytes += 1
  }
  // Each leading '1' stands for a zero byte.
  const zeros = value.length - value.replace(/^1+/, '').length
  return bytes + zeros
}

/**
 * Whether `value` is an address the namespace can send to: 20 hex bytes on eip155 (any case; a
 * wrong mixed-case checksum is the wallet's to catch), a 32-byte base58 public key on solana.
 */
export function isReceiverAddress(namespace: ChainNamespace, value: string): boolean {
  if (namespace === 'eip155') return /^0x[0-9a-fA-F]{40}$/.test(value)
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
