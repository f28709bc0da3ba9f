// STOPGAP: core's shortenAddress (SPEC §9: first 4, last 6), which @openappkit/react does not
// re-export yet; the modal may not import core. Same rule, same result: remove when re-exported.
const start = 4
const end = 6

export function shortenAddress(address: string): string {
  if (address.length <= start + end + 3) return address
  return `${address.slice(0, start)}...${address.slice(-end)}`
}
