import { expect, test } from 'vitest'
import { sessionPeerWallet } from './sessionPeerWallet.ts'

const session = (metadata: unknown) => ({ peer: { metadata } })

test("a session's peer: its name, first usable icon and site", () => {
  expect(
    sessionPeerWallet(
      session({
        name: ' Rainbow ',
        url: 'https://rainbow.test',
        icons: ['javascript:alert(1)', 'http://plain.test/i.png', 'https://rainbow.test/icon.png'],
      }),
    ),
  ).toEqual({ name: 'Rainbow', icon: 'https://rainbow.test/icon.png', url: 'https://rainbow.test/' })
})

test('what a hostile peer sends is bounded or left out; no name is no wallet', () => {
  expect(
    sessionPeerWallet(
      session({
        name: 'N'.repeat(10_000),
        url: 'javascript:1',
        icons: [`data:image/png;base64,${'A'.repeat(300_000)}`],
      }),
    ),
  ).toEqual({ name: `${'N'.repeat(63)}…` })
  expect(sessionPeerWallet(session({ name: '', icons: [] }))).toBeUndefined()
  expect(sessionPeerWallet(session(null))).toBeUndefined()
  expect(sessionPeerWallet(undefined)).toBeUndefined()
  const trap = new Proxy(
    {},
    {
      get: () => {
        throw new Error('gotcha')
      },
    },
  )
  expect(sessionPeerWallet(session(trap))).toBeUndefined()
  expect(sessionPeerWallet({ peer: trap })).toBeUndefined()
})
