import { describe, expect, test } from 'vitest'
import { safeImageUrl } from './safeImageUrl.ts'

describe('safeImageUrl', () => {
  test.each([
    ['https://cdn.test/w.png', 'https://cdn.test/w.png'],
    ['http://127.0.0.1:8611/getWalletImage/abc', 'http://127.0.0.1:8611/getWalletImage/abc'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml;utf8,<svg/>', 'data:image/svg+xml;utf8,<svg/>'],
  ])('keeps %s', (input, output) => expect(safeImageUrl(input)).toBe(output))

  test.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png', // no payload separator: not a data image
    'vbscript:msgbox(1)',
    'blob:https://x.test/1',
    '/relative.png',
    '',
    42,
    undefined,
  ])('refuses %s', (input) => expect(safeImageUrl(input)).toBeUndefined())
})
