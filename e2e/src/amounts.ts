/** An amount as the modal shows it in English: cut (not rounded) to 3 decimals, digits grouped ("9,999.499"). */
export function shownAmount(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return `${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}
