/**
 * Where the auth frame may be embedded without the app listing it: local development, preview
 * deployments and the two secure mobile hosts (SPEC §5).
 */
export const defaultAllowedAncestors = [
  'http://localhost',
  'http://localhost:*',
  'https://localhost',
  'https://localhost:*',
  'http://127.0.0.1',
  'http://127.0.0.1:*',
  'https://127.0.0.1',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Matches an origin against one allowlist pattern. `*` stands for one or more DNS labels or a
 * port, never a `/`, so `https://*.vercel.app` does not match `https://vercel.app` or
 * `https://evil.com/x.vercel.app`. A pattern without a scheme matches the host on any scheme.
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  const target = pattern.includes('://') ? origin : origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
  const source = escapeRegExp(pattern.replace(/\/+$/, '')).replace(/\*/g, '[^/]+')
  return new RegExp(`^${source}$`, 'i').test(target)
}

/** The origin is allowed when the project lists it (wildcards allowed) or it is a default ancestor. */
export function isOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[],
  defaults: readonly string[] = defaultAllowedAncestors,
): boolean {
  return [...allowedOrigins, ...defaults].some((pattern) => matchesOriginPattern(origin, pattern))
}
