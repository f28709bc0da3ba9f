import { addressDisplayEndChars, addressDisplayStartChars } from '../constants.ts'

/** First 4 and last 6 characters; addresses that short are shown whole. */
export function shortenAddress(address: string): string {
  if (address.length <= addressDisplayStartChars + addressDisplayEndChars + 3) return address
  return `${address.slice(0, addressDisplayStartChars)}...${address.slice(-addressDisplayEndChars)}`
}
