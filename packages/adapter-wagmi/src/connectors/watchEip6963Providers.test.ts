import { describe, expect, test } from 'vitest'
import { parseEip6963Detail } from './watchEip6963Providers'

const provider = { request: async () => null }
const info = {
  uuid: 'u-1',
  name: 'Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns: 'com.example.wallet',
}

describe('parseEip6963Detail', () => {
  test('keeps a well-formed announcement, and only its four info fields', () => {
    expect(parseEip6963Detail({ info: { ...info, extra: 'x' }, provider })).toEqual({ info, provider })
  })

  test.each([
    ['no detail', null, 'announcement without detail'],
    ['no info', { provider }, 'announcement without info'],
    [
      'an empty rdns',
      { info: { ...info, rdns: ' ' }, provider },
      'announcement info.rdns must be a non-empty string',
    ],
    [
      'a numeric uuid',
      { info: { ...info, uuid: 1 }, provider },
      'announcement info.uuid must be a non-empty string',
    ],
    [
      'a script icon',
      { info: { ...info, icon: 'javascript:alert(1)' }, provider },
      'announcement info.icon must be a data:image or https URI',
    ],
    ['a provider without request', { info, provider: {} }, 'announcement provider has no request function'],
  ])('refuses %s', (_, detail, message) => {
    const result = parseEip6963Detail(detail)
    expect(result).toBeInstanceOf(Error)
    expect((result as Error).message).toBe(message)
  })
})
