/** Names to register: letters, digits and hyphens only, at least 4 characters (suffix excluded). */
export function isValidNameToRegister(name: string): boolean {
  return /^[a-zA-Z0-9-]{4,}$/.test(name)
}
