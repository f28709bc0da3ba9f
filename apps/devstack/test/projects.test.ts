import { describe, expect, test } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS, isOriginAllowed, Projects } from '../src/projects.ts'

describe('origin allowlist', () => {
  test.each([
    ['http://localhost:*', 'http://localhost:5173', true],
    ['http://localhost:*', 'http://localhost', true],
    ['http://localhost:*', 'http://localhost:5173@evil.com', false],
    ['http://localhost:*', 'http://evil.com\\@localhost:5173', false],
    ['https://*.example.com', 'https://app.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://evil.com', false],
    ['https://*.example.com', 'https://app.example.com.evil.com', false],
    ['*.vercel.app', 'https://my-app.vercel.app', true],
    ['app.test', 'http://app.test', true],
    ['https://app.test', 'http://app.test', false],
  ])('%s vs %s → %s', (pattern, origin, expected) => {
    expect(isOriginAllowed({ allowedOrigins: [pattern], isAnalyticsEnabled: true }, origin)).toBe(expected)
  })

  test('unknown project ids get the defaults; configured ones their own list', () => {
    const projects = new Projects({ p: { allowedOrigins: ['https://p.example'] } })
    expect(projects.get('other').allowedOrigins).toEqual(DEFAULT_ALLOWED_ORIGINS)
    expect(isOriginAllowed(projects.get('other'), 'http://127.0.0.1:3000')).toBe(true)
    expect(isOriginAllowed(projects.get('p'), 'http://127.0.0.1:3000')).toBe(false)
    expect(projects.get('p').isAnalyticsEnabled).toBe(true)
  })
})
