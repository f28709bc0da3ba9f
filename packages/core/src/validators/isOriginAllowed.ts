import { orUndefined } from '../utils/orUndefined.ts'

/**
 * Where the auth frame may be embedded without the app listing it: local development, preview
 * deployments and the two secure mobile hosts.
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

// Origins are compared as the URL standard parses them, never as strings: a string match let
// `https://evil.com\@app.example.com` or `https://app.example.com.evil.io` through and refused
// `https://app.example.com:443`. The wildcard follows CSP host-source matching (frame-ancestors
// is what these patterns feed): `*.` stands for one or more whole labels, never the bare parent.

interface Origin {
  scheme: 'http' | 'https'
  /** Lower-case ASCII (IDN as punycode), as `new URL` gives it. */
  host: string
  port: number
}

interface Pattern {
  /** Undefined: the pattern named no scheme and matches http and https alike. */
  scheme?: 'http' | 'https'
  /** Whether the host was written `*.host`. */
  subdomains: boolean
  host: string
  /** Undefined: the scheme's default port; '*': any port. */
  port?: number | '*'
}

const DEFAULT_PORT = { http: 80, https: 443 } as const

// Anything a browser never puts in an Origin header: whitespace, control characters and
// backslashes (which the URL parser would silently read as `/`).
const UNSAFE_CHARACTER = /[\s\\\p{Cc}]/u
/**
 * scheme://authority with at most a `/` after it; the authority holds no `@`, path, query or
 * fragment, nor `%` (a browser serialises the host decoded, so an escape means a hand-made value).
 */
const BARE_ORIGIN = /^([a-z][a-z0-9+.-]*):\/\/([^/?#@%]+)\/?$/i
const PATTERN = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/?#@:*]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i

/** `.example.com` or `a..example.com`: no browser sends such a host (a trailing dot is a host of its own). */
function hasEmptyLabel(host: string): boolean {
  return host.startsWith('.') || host.includes('..')
}

function webScheme(scheme: string): 'http' | 'https' | undefined {
  const lower = scheme.toLowerCase()
  return lower === 'http' || lower === 'https' ? lower : undefined
}

/** Parses a bare http(s) origin (`scheme://host[:port]`, optional trailing `/`); anything else is undefined. */
export function parseOrigin(input: unknown): Origin | undefined {
  if (typeof input !== 'string' || UNSAFE_CHARACTER.test(input)) return undefined
  const bare = BARE_ORIGIN.exec(input)
  const scheme = bare && webScheme(bare[1] as string)
  if (!scheme) return undefined
  const url = orUndefined(() => new URL(input))
  if (!url) return undefined
  if (
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  )
    return undefined
  if (hasEmptyLabel(url.hostname)) return undefined
  return { scheme, host: url.hostname, port: url.port === '' ? DEFAULT_PORT[scheme] : Number(url.port) }
}

function parsePattern(input: string): Pattern | undefined {
  if (UNSAFE_CHARACTER.test(input)) return undefined
  const match = PATTERN.exec(input)
  if (!match) return undefined
  const [, rawScheme, star, rawHost, rawPort] = match
  const scheme = rawScheme === undefined ? undefined : webScheme(rawScheme)
  if (rawScheme !== undefined && scheme === undefined) return undefined
  // The host goes through the URL parser too, so a pattern written in Unicode or upper case
  // compares with what a browser sends.
  const host = orUndefined(() => new URL(`${scheme ?? 'https'}://${rawHost}`).hostname)
  if (host === undefined || hasEmptyLabel(host)) return undefined
  // `*.com` would allow every site under a top-level domain: a wildcard needs two labels under it.
  if (star !== undefined && !host.startsWith('[') && host.split('.').length < 2) return undefined
  const port = rawPort === undefined ? undefined : rawPort === '*' ? '*' : Number(rawPort)
  if (typeof port === 'number' && port > 65535) return undefined
  return {
    ...(scheme && { scheme }),
    subdomains: star !== undefined,
    host,
    ...(port !== undefined && { port }),
  }
}

function matches(origin: Origin, pattern: Pattern): boolean {
  if (pattern.scheme !== undefined && pattern.scheme !== origin.scheme) return false
  const port = pattern.port ?? DEFAULT_PORT[origin.scheme]
  if (port !== '*' && port !== origin.port) return false
  return pattern.subdomains ? origin.host.endsWith(`.${pattern.host}`) : origin.host === pattern.host
}

/**
 * Whether `origin` (a bare http(s) origin) matches one allowlist pattern. Patterns:
 * `https://app.example.com`, `https://app.example.com:8443`, `http://localhost:*` (any port),
 * `https://*.example.com` (one or more labels under example.com, not example.com itself), and
 * `app.example.com` without a scheme (http or https). Without a port only the scheme's default
 * port matches. An origin that is not bare (userinfo, path, query, fragment, backslash,
 * whitespace, another scheme, `null`) and a malformed pattern match nothing.
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  return isOriginAllowed(origin, [pattern], [])
}

/** Whether `pattern` is one `matchesOriginPattern` can match with (a malformed one matches nothing). */
export function isOriginPattern(pattern: string): boolean {
  return parsePattern(pattern) !== undefined
}

/** The origin is allowed when the project lists it (wildcards allowed) or it is a default ancestor. */
export function isOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[],
  defaults: readonly string[] = defaultAllowedAncestors,
): boolean {
  const parsed = parseOrigin(origin)
  if (parsed === undefined) return false
  return [...allowedOrigins, ...defaults].some((pattern) => {
    const parsedPattern = parsePattern(pattern)
    return parsedPattern !== undefined && matches(parsed, parsedPattern)
  })
}
