import { InvalidParametersError } from '../errors/parameters.ts'

/** The zones a name is registered in: `.reown.id`, and the legacy `.wcn.id`. */
export const accountNameZones = ['reown.id', 'wcn.id'] as const
export type AccountNameZone = (typeof accountNameZones)[number]

/** The rule: letters, digits and hyphens only, at least 4 characters. */
export const accountNameRuleMessage = 'A name takes letters, digits and hyphens only, at least 4 characters'

/** The label of a name: what comes before a known zone (`alice` of `alice.reown.id`), lower-cased. */
export function accountNameLabel(name: string): string {
  const lowered = name.trim().toLowerCase()
  const zone = accountNameZones.find((z) => lowered.endsWith(`.${z}`))
  return zone ? lowered.slice(0, -(zone.length + 1)) : lowered
}

/** Whether a label (or a full name in a known zone) passes the rule. */
export function isValidAccountName(name: string): boolean {
  return typeof name === 'string' && /^[a-z0-9-]{4,}$/.test(accountNameLabel(name))
}

/**
 * The full name to register: the label in its zone (a name already in a known zone keeps it;
 * else `.reown.id`). Refuses a label that breaks the rule.
 */
export function toAccountName(name: string, zone: AccountNameZone = 'reown.id'): string {
  if (!isValidAccountName(name)) throw new InvalidParametersError('registerName', accountNameRuleMessage)
  const lowered = name.trim().toLowerCase()
  const known = accountNameZones.find((z) => lowered.endsWith(`.${z}`))
  return known ? lowered : `${lowered}.${zone}`
}
