import { announcedWalletLimits } from '@openappkit/core/internal'
import { describe, expect, test } from 'vitest'
import { parseEip6963Detail } from './watchEip6963Providers.ts'

const provider = { request: async () => null }
const info = {
  uuid: 'u-1',
  name: 'Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns: 'com.example.wallet',
}

describe('parseEip6963Detail', () => {
  test('keeps a well-formed announcement, and only its four info fields', () => {
    expect(parseEip6963Detail({ info: { ...info, extra: 'x' }, provider })).toEqual({
      info,
      provider,
      notes: [],
    })
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
      'an rdns that is no reverse domain (the id of a connector of ours)',
      { info: { ...info, rdns: 'walletConnect' }, provider },
      'announcement info.rdns must be a reverse domain name (com.example.wallet)',
    ],
    [
      'an rdns shaped like a second wallet id',
      { info: { ...info, rdns: 'io.metamask#2' }, provider },
      'announcement info.rdns must be a reverse domain name (com.example.wallet)',
    ],
    [
      'a numeric uuid',
      { info: { ...info, uuid: 1 }, provider },
      'announcement info.uuid must be a non-empty string',
    ],
    ['a provider without request', { info, provider: {} }, 'announcement provider has no request function'],
  ])('refuses %s', (_, detail, message) => {
    const result = parseEip6963Detail(detail)
    expect(result).toBeInstanceOf(Error)
    expect((result as Error).message).toBe(message)
  })

  test.each([
    ['a script icon', 'javascript:alert(1)', 'its icon is not a data:image URI; a placeholder is shown'],
    [
      'an html data URI',
      'data:text/html,<script>1</script>',
      'its icon is not a data:image URI; a placeholder is shown',
    ],
    [
      'an https icon (a tracking pixel per wallet)',
      'https://tracker.test/pixel.png',
      'remote icons are not loaded (a request per wallet on every open); a placeholder is shown',
    ],
    [
      'a 2 MB icon',
      `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`,
      `its icon is 2048 KiB (at most ${announcedWalletLimits.iconLength / 1024} KiB); a placeholder is shown`,
    ],
    ['no icon', undefined, 'it has no icon; a placeholder is shown'],
  ])('keeps the wallet without %s, and notes it', (_, icon, note) => {
    const result = parseEip6963Detail({ info: { ...info, icon }, provider })
    expect(result).toEqual({
      info: { uuid: 'u-1', name: 'Wallet', rdns: 'com.example.wallet' },
      provider,
      notes: [note],
    })
  })

  test('a very long name is cut, not refused', () => {
    const result = parseEip6963Detail({ info: { ...info, name: 'W'.repeat(5000) }, provider })
    expect(result).not.toBeInstanceOf(Error)
    const { info: parsed, notes } = result as Exclude<typeof result, Error>
    expect([...parsed.name].length).toBe(64)
    expect(notes).toEqual(['its name is cut to 64 characters'])
  })

  test('throwing getters and Proxy traps refuse the announcement without throwing', () => {
    const throwing = {
      get uuid(): string {
        throw new Error('gotcha')
      },
      name: 'Trap',
      icon: info.icon,
      rdns: 'com.trap',
    }
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('gotcha')
        },
      },
    )
    expect(parseEip6963Detail({ info: throwing, provider })).toEqual(
      new Error('announcement info.uuid must be a non-empty string'),
    )
    expect(parseEip6963Detail({ info: trap, provider })).toEqual(
      new Error('announcement info.uuid must be a non-empty string'),
    )
    expect(parseEip6963Detail(trap)).toEqual(new Error('announcement without info'))
    expect(parseEip6963Detail({ info, provider: trap })).toEqual(
      new Error('announcement provider has no request function'),
    )
  })
})
