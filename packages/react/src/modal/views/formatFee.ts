import { formatTokenAmount } from '@openappkit/core/internal'
import type { Messages } from '../messages/en.ts'

/**
 * A network fee as the review rows show it: cut to 3 decimals in the locale's digits, and a fee
 * too small for them reads "< 0.001 ETH", not "0.000 ETH" (a free-looking transaction).
 */
export function formatFee(messages: Messages, value: string, symbol: string): string {
  const cut = formatTokenAmount(value)
  const tiny = /^0\.0+$/.test(cut) && Number(value) > 0
  return `${tiny ? `< ${messages.formatAmount('0.001')}` : messages.formatAmount(cut)} ${symbol}`
}
