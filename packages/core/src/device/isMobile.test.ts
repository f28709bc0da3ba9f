import { afterEach, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { createAppKit } from '../createAppKit.ts'
import { isMobile, phoneMediaQuery, watchIsMobile } from './isMobile.ts'

// A matchMedia whose answer the test changes, firing `change` as a browser does.
function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>()
  const list = {
    matches,
    media: phoneMediaQuery,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe(phoneMediaQuery)
    return list
  })
  return {
    listeners,
    set(next: boolean) {
      list.matches = next
      for (const listener of listeners) listener()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('without a matchMedia (a server) it is not a phone', () => {
  const appKit = createAppKit({ projectId: 'p', adapters: [mock()], storage: null })
  expect(isMobile(appKit)).toBe(false)
})

test('detection follows the phone media query and its changes', () => {
  const media = fakeMedia(false)
  const appKit = createAppKit({ projectId: 'p', adapters: [mock()], storage: null })
  const seen: boolean[] = []
  const stop = watchIsMobile(appKit, () => seen.push(isMobile(appKit)))
  media.set(true)
  expect(isMobile(appKit)).toBe(true)
  stop()
  media.set(false)
  expect(seen).toEqual([true])
  expect(media.listeners.size).toBe(0)
})

test('the app’s isMobile option wins over detection, both ways', () => {
  fakeMedia(true)
  const desktop = createAppKit({ projectId: 'p', adapters: [mock()], storage: null, isMobile: () => false })
  expect(isMobile(desktop)).toBe(false)
  vi.unstubAllGlobals()
  fakeMedia(false)
  const phone = createAppKit({ projectId: 'p', adapters: [mock()], storage: null, isMobile: () => true })
  expect(isMobile(phone)).toBe(true)
})
