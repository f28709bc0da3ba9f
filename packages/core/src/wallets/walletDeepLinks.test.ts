import { expect, test } from 'vitest'
import { safeLinkUrl } from './safeLinkUrl.ts'
import { canPairOverWalletConnect, walletDeepLinks } from './walletDeepLinks.ts'

const uri = 'wc:topic@2?relay-protocol=irn&symKey=abc&expiryTimestamp=1700000000'
const encoded = encodeURIComponent(uri)

test('custom schemes get wc?uri= directly; universal links as a path', () => {
  expect(
    walletDeepLinks(
      {
        mobile_link: 'aurora://',
        desktop_link: 'https://desktop.aurora.test/',
        webapp_link: 'https://web.test',
      },
      uri,
    ),
  ).toEqual({
    mobile: `aurora://wc?uri=${encoded}`,
    desktop: `https://desktop.aurora.test/wc?uri=${encoded}`,
    web: `https://web.test/wc?uri=${encoded}`,
  })
})

test('unsafe or unparsable links are left out; nothing without a listing or a URI', () => {
  expect(
    walletDeepLinks(
      { mobile_link: 'javascript:alert(1)', desktop_link: 'data:text/html,x', webapp_link: 'not a url' },
      uri,
    ),
  ).toEqual({ mobile: undefined, desktop: undefined, web: undefined })
  expect(walletDeepLinks(undefined, uri)).toEqual({})
  expect(walletDeepLinks({ mobile_link: 'aurora://' }, undefined)).toEqual({})
})

test('safeLinkUrl refuses schemes that run script or read local data', () => {
  expect(safeLinkUrl('metamask://')).toBe('metamask://')
  expect(safeLinkUrl('https://link.wallet.test')).toBe('https://link.wallet.test/')
  for (const bad of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'blob:https://x/y',
  ])
    expect([bad, safeLinkUrl(bad)]).toEqual([bad, undefined])
  expect(safeLinkUrl(null)).toBeUndefined()
  expect(safeLinkUrl('')).toBeUndefined()
})

test('a wallet can pair over WalletConnect when the directory gives it a safe app link', () => {
  expect(canPairOverWalletConnect({ mobile_link: 'aurora://' })).toBe(true)
  expect(canPairOverWalletConnect({ desktop_link: 'https://d.test' })).toBe(true)
  expect(canPairOverWalletConnect({ mobile_link: null, desktop_link: 'javascript:x' })).toBe(false)
  expect(canPairOverWalletConnect(undefined)).toBe(false)
})
