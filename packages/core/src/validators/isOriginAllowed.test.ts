import { describe, expect, test } from 'vitest'
import { isOriginAllowed, isOriginPattern, matchesOriginPattern, parseOrigin } from './isOriginAllowed.ts'

// The allowlist as an attacker probes it: each origin below is what a hostile page could make a
// browser (or a hand-written request) send, and the expectation is what the project's owner
// meant by the pattern.

const only = (origin: string, pattern: string) => isOriginAllowed(origin, [pattern], [])

describe('exact patterns', () => {
  test('the listed origin, and nothing that merely contains it', () => {
    expect(only('https://app.example.com', 'https://app.example.com')).toBe(true)
    expect(only('https://app.example.com.evil.io', 'https://app.example.com')).toBe(false)
    // An empty label is no host a browser sends, and a wildcard over a top-level domain is refused.
    expect(only('https://.example.com', 'https://*.example.com')).toBe(false)
    expect(only('https://a..example.com', 'https://*.example.com')).toBe(false)
    expect(only('https://evil.com', 'https://*.com')).toBe(false)
    expect(isOriginPattern('https://*.com')).toBe(false)
    expect(isOriginPattern('https://*.example.com')).toBe(true)
    expect(only('https://evil-app.example.com', 'https://app.example.com')).toBe(false)
    expect(only('https://sub.app.example.com', 'https://app.example.com')).toBe(false)
  })

  test('http and https are different origins', () => {
    expect(only('http://app.example.com', 'https://app.example.com')).toBe(false)
    expect(only('https://app.example.com', 'http://app.example.com')).toBe(false)
  })

  test('the default port is the same origin, written or not, on either side', () => {
    expect(only('https://app.example.com:443', 'https://app.example.com')).toBe(true)
    expect(only('https://app.example.com', 'https://app.example.com:443')).toBe(true)
    expect(only('http://app.example.com:80', 'http://app.example.com')).toBe(true)
    expect(only('https://app.example.com:0443', 'https://app.example.com')).toBe(true)
  })

  test('another port is another origin unless the pattern says :*', () => {
    expect(only('https://app.example.com:8443', 'https://app.example.com')).toBe(false)
    expect(only('https://app.example.com:8443', 'https://app.example.com:8443')).toBe(true)
    expect(only('https://app.example.com:8444', 'https://app.example.com:8443')).toBe(false)
    expect(only('https://app.example.com:80', 'https://app.example.com')).toBe(false)
    expect(only('http://localhost:5173', 'http://localhost:*')).toBe(true)
    expect(only('http://localhost', 'http://localhost:*')).toBe(true)
  })

  test('case does not matter in the scheme or host', () => {
    expect(only('HTTPS://App.Example.COM', 'https://app.example.com')).toBe(true)
    expect(only('https://app.example.com', 'https://APP.example.com')).toBe(true)
  })

  test('a trailing slash is still a bare origin', () => {
    expect(only('https://app.example.com/', 'https://app.example.com')).toBe(true)
    expect(only('https://app.example.com', 'https://app.example.com/')).toBe(true)
  })

  test('a trailing dot names another origin (browsers keep it apart)', () => {
    expect(only('https://app.example.com.', 'https://app.example.com')).toBe(false)
    expect(only('https://a.example.com.', 'https://*.example.com')).toBe(false)
  })

  test('IDN: the Unicode and the punycode spelling are one host', () => {
    expect(only('https://xn--bcher-kva.example', 'https://bücher.example')).toBe(true)
    expect(only('https://bücher.example', 'https://xn--bcher-kva.example')).toBe(true)
    expect(only('https://BÜCHER.example', 'https://bücher.example')).toBe(true)
    expect(only('https://shop.xn--bcher-kva.example', 'https://*.bücher.example')).toBe(true)
    // A look-alike (Cyrillic а) is another host.
    expect(only('https://аpp.example.com', 'https://app.example.com')).toBe(false)
  })

  test('IP literals', () => {
    expect(only('http://127.0.0.1:3000', 'http://127.0.0.1:*')).toBe(true)
    expect(only('http://[::1]:3000', 'http://[::1]:*')).toBe(true)
    expect(only('http://[::1]:3000', 'http://127.0.0.1:*')).toBe(false)
  })
})

describe('wildcards match whole DNS labels', () => {
  test('one or more labels under the parent, never the parent itself', () => {
    expect(only('https://a.example.com', 'https://*.example.com')).toBe(true)
    expect(only('https://a.b.example.com', 'https://*.example.com')).toBe(true)
    expect(only('https://example.com', 'https://*.example.com')).toBe(false)
  })

  test('never a host that only ends with the same letters, nor one that continues after it', () => {
    expect(only('https://evil-example.com', 'https://*.example.com')).toBe(false)
    expect(only('https://evilexample.com', 'https://*.example.com')).toBe(false)
    expect(only('https://example.com.evil.com', 'https://*.example.com')).toBe(false)
    expect(only('https://a.example.com.evil.com', 'https://*.example.com')).toBe(false)
  })

  test('the scheme and port rules still apply', () => {
    expect(only('http://a.example.com', 'https://*.example.com')).toBe(false)
    expect(only('https://a.example.com:8443', 'https://*.example.com')).toBe(false)
    expect(only('https://a.example.com:8443', 'https://*.example.com:*')).toBe(true)
  })

  test('a `*` anywhere but a leading whole label makes the pattern match nothing', () => {
    for (const pattern of [
      '*',
      'https://*',
      'https://a*.example.com',
      'https://*-x.example.com',
      'https://a.*.com',
    ]) {
      expect(only('https://a.example.com', pattern), pattern).toBe(false)
      expect(only('https://ax.example.com', pattern), pattern).toBe(false)
      expect(only('https://a-x.example.com', pattern), pattern).toBe(false)
      expect(only('https://a.b.com', pattern), pattern).toBe(false)
    }
  })
})

describe('patterns without a scheme', () => {
  test('match the host over http and https, on the default port', () => {
    expect(only('https://shop.example.org', 'shop.example.org')).toBe(true)
    expect(only('http://shop.example.org', 'shop.example.org')).toBe(true)
    expect(only('https://shop.example.org', '*.example.org')).toBe(true)
    expect(only('https://shop.example.org:8443', 'shop.example.org')).toBe(false)
    expect(only('http://shop.example.org:3000', 'shop.example.org:3000')).toBe(true)
  })
})

describe('anything but a bare origin is refused', () => {
  // Each of these is an origin whose real host is not on the list, dressed to look like one
  // that is, or a value no browser sends as an Origin.
  test.for([
    ['userinfo', 'https://app.example.com@evil.com'],
    ['userinfo with a password', 'https://app.example.com:x@evil.com'],
    ['empty userinfo', 'https://@app.example.com'],
    ['userinfo on the listed host', 'https://user@app.example.com'],
    ['backslash', 'https://evil.com\\@app.example.com'],
    ['backslash as a path', 'https://app.example.com\\evil'],
    ['path', 'https://evil.com/app.example.com'],
    ['path on the listed host', 'https://app.example.com/x'],
    ['query', 'https://evil.com?app.example.com'],
    ['empty query', 'https://app.example.com?'],
    ['fragment', 'https://evil.com#app.example.com'],
    ['empty fragment', 'https://app.example.com#'],
    ['leading space', ' https://app.example.com'],
    ['trailing newline', 'https://app.example.com\n'],
    ['tab inside', 'https://app.exam\tple.com'],
    ['NUL', 'https://app.example.com\u0000'],
    ['DEL', 'https://app.example.com\u007f'],
    ['percent-encoded dot', 'https://app%2eexample.com'],
    ['no scheme', 'app.example.com'],
    ['one slash', 'https:/app.example.com'],
    ['null origin', 'null'],
    ['file scheme', 'file:///etc/passwd'],
    ['data scheme', 'data:text/html,app.example.com'],
    ['ws scheme', 'ws://app.example.com'],
    ['javascript scheme', 'javascript://app.example.com'],
    ['empty', ''],
    ['port out of range', 'https://app.example.com:65536'],
  ])('%s: %s', ([, origin]) => {
    expect(
      isOriginAllowed(origin as string, ['https://app.example.com', '*.example.com', 'app.example.com'], []),
    ).toBe(false)
    expect(parseOrigin(origin)).toBeUndefined()
  })

  test('a value that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['https://app.example.com']]) {
      expect(parseOrigin(value)).toBeUndefined()
    }
  })

  test('a backslash, query or userinfo in a pattern makes it match nothing', () => {
    for (const pattern of [
      'https://app.example.com\\',
      'https://app.example.com?x',
      'https://u@app.example.com',
    ]) {
      expect(only('https://app.example.com', pattern), pattern).toBe(false)
    }
  })

  test('isOriginPattern tells the patterns that can match from those that cannot', () => {
    for (const pattern of [
      'https://app.example.com',
      'http://localhost:*',
      '*.example.com',
      'app.example.com:8443',
      'https://[::1]:3000',
    ]) {
      expect(isOriginPattern(pattern), pattern).toBe(true)
    }
    for (const pattern of [
      'https://app.example.com/path',
      'https://a*.example.com',
      'ftp://x.com',
      'https://u@x.com',
      'https://x.com:99999',
      '',
      ' https://x.com',
    ]) {
      expect(isOriginPattern(pattern), pattern).toBe(false)
    }
  })

  test('a pattern naming another scheme matches nothing', () => {
    expect(only('https://app.example.com', 'ftp://app.example.com')).toBe(false)
    expect(isOriginAllowed('ftp://localhost', [])).toBe(false)
  })

  test('a bare origin parses into its parts', () => {
    expect(parseOrigin('HTTPS://Bücher.Example:443/')).toEqual({
      scheme: 'https',
      host: 'xn--bcher-kva.example',
      port: 443,
    })
  })
})

describe('default ancestors (SPEC §5)', () => {
  test('preview hosts and the secure mobile hosts', () => {
    for (const origin of [
      'https://my-app.pages.dev',
      'https://preview-123.vercel.app',
      'https://abcd.ngrok-free.app',
      'https://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.org',
    ]) {
      expect(isOriginAllowed(origin, []), origin).toBe(true)
    }
    expect(isOriginAllowed('https://vercel.app', [])).toBe(false)
    expect(isOriginAllowed('http://preview.vercel.app', [])).toBe(false)
    expect(isOriginAllowed('https://my-app.example.com', [])).toBe(false)
    expect(isOriginAllowed('https://evil.com/x.pages.dev', [])).toBe(false)
    expect(isOriginAllowed('https://x.pages.dev@evil.com', [])).toBe(false)
  })

  test.for([
    'http://localhost',
    'https://localhost',
    'http://localhost:5173',
    'https://localhost:8443',
    'http://127.0.0.1',
    'https://127.0.0.1',
    'http://127.0.0.1:8545',
    'https://127.0.0.1:3000',
    'HTTP://LOCALHOST:3000',
  ])('localhost is a default ancestor: %s', (origin) => {
    expect(isOriginAllowed(origin, [])).toBe(true)
  })

  test('only localhost itself, not hosts that start with it', () => {
    expect(isOriginAllowed('http://localhost.evil.com', [])).toBe(false)
    expect(isOriginAllowed('https://127.0.0.1.evil.com', [])).toBe(false)
    expect(isOriginAllowed('http://localhost:3000@evil.com', [])).toBe(false)
  })

  test('matchesOriginPattern is the one-pattern form', () => {
    expect(matchesOriginPattern('https://a.vercel.app', 'https://*.vercel.app')).toBe(true)
    expect(matchesOriginPattern('https://evil.com/x.vercel.app', 'https://*.vercel.app')).toBe(false)
  })
})
