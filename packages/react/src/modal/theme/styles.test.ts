import { expect, test } from 'vitest'
import { styles } from './styles.ts'

test('under prefers-reduced-motion every animation and transition is turned off', () => {
  const reduced = styles.slice(styles.indexOf('@media (prefers-reduced-motion: reduce)'))
  expect(reduced).toMatch(/^@media \(prefers-reduced-motion: reduce\) \{\s*\*, \*::before, \*::after \{/)
  expect(reduced).toMatch(/animation-duration: 0\.01ms !important/)
  expect(reduced).toMatch(/transition-duration: 0s !important/)
})

test('sides are logical, so the layout mirrors right to left; physical ones only centre', () => {
  const physical = styles.match(/[\w-]*(left|right)[\w-]*\s*:[^;]*/g) ?? []
  expect(physical).toEqual(['left: 50%', 'left: 50%'])
  // Only where a value reads left to right on its own (plaintext) inside a right-to-left modal.
  expect(styles.match(/[^\n]*text-align: (left|right)[^\n]*/g)).toEqual([
    '.oak-details dd:dir(rtl) { text-align: left; }',
    '.oak-details > dd:dir(rtl) { text-align: right; }',
  ])
  // Addresses and amounts keep reading left to right inside an Arabic modal.
  expect(styles).toMatch(
    /\.oak-address, \.oak-balance, \.oak-token-amount[^{]*\{ unicode-bidi: plaintext; \}/,
  )
  expect(styles).toContain(".oak-root[dir='rtl'] svg[data-icon='back']")
})
