const decimal = /^(\d*)(?:\.(\d*))?$/

/** Whether `amount` is a plain non-negative decimal ('12', '12.5', '.5'; not '', '.', '1e3'). */
export function isDecimalAmount(amount: string): boolean {
  const match = decimal.exec(amount)
  return Boolean(match && (match[1] || match[2]))
}

/**
 * Two decimal strings compared exactly (-1, 0, 1): limits and balances are strings such as
 * "7500.00", so 7500.001 is above 7500.00 and floating point never decides. Both must pass
 * `isDecimalAmount`.
 */
export function compareDecimals(a: string, b: string): number {
  const [aWhole = '', aFraction = ''] = a.split('.')
  const [bWhole = '', bFraction = ''] = b.split('.')
  const digits = Math.max(aFraction.length, bFraction.length)
  const scaled = (whole: string, fraction: string) => BigInt(`${whole || '0'}${fraction.padEnd(digits, '0')}`)
  const [x, y] = [scaled(aWhole, aFraction), scaled(bWhole, bFraction)]
  return x < y ? -1 : x > y ? 1 : 0
}
