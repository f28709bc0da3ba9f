import { expect, test } from 'vitest'
import { announcedIconProblem, listedWalletName } from './announcedWallet.ts'

test('an announced icon is a data:image URI under 128 KiB, nothing else', () => {
  expect(announcedIconProblem('data:image/svg+xml;base64,PHN2Zy8+')).toBeUndefined()
  expect(announcedIconProblem('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined()
  expect(announcedIconProblem(`data:image/png;base64,${'A'.repeat(128 * 1024)}`)).toMatch(
    /^its icon is 128 KiB/,
  )
  expect(announcedIconProblem('https://tracker.test/p.png')).toMatch(/^remote icons are not loaded/)
  expect(announcedIconProblem('data:text/html,<script>')).toBe('its icon is not a data:image URI')
  expect(announcedIconProblem(undefined)).toBe('it has no icon')
})

test('a listed name is trimmed and cut at 64 characters (by code point)', () => {
  expect(listedWalletName('  Phantom ')).toEqual({ name: 'Phantom', cut: false })
  const long = listedWalletName('🦊'.repeat(100))
  expect(long.cut).toBe(true)
  expect([...long.name]).toHaveLength(64)
  expect(long.name.endsWith('…')).toBe(true)
})
