/**
 * The product restricts the onramp in "several mainland China, Hong Kong and Macau zones" without
 * listing them; ours are the IANA zones (and legacy aliases) of those places.
 */
export const restrictedOnrampTimeZones = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
] as const

/** Whether the onramp is off for a visitor in `timeZone` (defaults to the browser's zone). */
export function isRestrictedTimeZone(timeZone?: string | undefined): boolean {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  return (restrictedOnrampTimeZones as readonly string[]).includes(zone)
}
