import { formatTokenAmount } from '@openappkit/core/internal'
import { formatUsd } from '../../shared/intl.ts'
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

/** A fee's USD worth (to the cent) under it: "≈ $0.34", or "< $0.01" when it rounds to nothing. */
export function formatFeeUsd(messages: Messages, usd: string): string {
  return Number(usd) > 0 ? messages.send.amountValue(usd) : `< ${formatUsd('0.01', messages.locale)}`
}
