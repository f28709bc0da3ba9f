// STOPGAP: core's formatTokenAmount (SPEC §9: 3 decimals, cut not rounded, so a balance is never
// shown higher than it is), which @openappkit/react does not re-export yet.
export function formatTokenAmount(value: string | number, decimals = 3): string {
  const text = typeof value === 'number' ? value.toFixed(20) : value.trim()
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (!match[2] && !match[3])) return `0.${'0'.repeat(decimals)}`
  const [, sign = '', whole = '', fraction = ''] = match
  const cut = fraction.slice(0, decimals).padEnd(decimals, '0')
  const isZero = /^0*$/.test(whole) && /^0*$/.test(cut)
  return `${isZero ? '' : sign}${whole.replace(/^0+(?=\d)/, '') || '0'}.${cut}`
}
