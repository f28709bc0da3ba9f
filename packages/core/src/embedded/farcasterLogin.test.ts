import { createTestAppKit } from '@openappkit/testing/vitest'
import { expect, test } from 'vitest'
import { getAccount } from '../actions/getAccount.ts'
import { LegalConsentRequiredError } from '../actions/legalConsent.ts'
import { mock } from '../adapters/mock.ts'
import { originRefusedAtom } from './checkOwnOrigin.ts'
import {
  type FarcasterLoginFrame,
  farcasterLoginAtom,
  farcasterLoginAvailableAtom,
  resetFarcasterLogin,
  setFarcasterLoginFrame,
} from './farcasterLogin.ts'
import { startFarcasterLogin } from './startFarcasterLogin.ts'

const LINK = 'https://farcaster.xyz/~/siwf?channelToken=abc&nonce=n0nce1234'

/** A frame whose answers the test releases: the link, then the sign-in's outcome. */
function heldFrame() {
  const calls: string[] = []
  let answer: { url?: () => void; signIn?: (error?: Error) => void } = {}
  const frame: FarcasterLoginFrame = {
    getFarcasterUri: () => {
      calls.push('uri')
      return new Promise((resolve) => {
        answer.url = () => resolve({ url: `${LINK}&n=${calls.length}` })
      })
    },
    connectFarcaster: () => {
      calls.push('connect')
      return new Promise((resolve, reject) => {
        answer.signIn = (error) => (error ? reject(error) : resolve({ userName: 'alice' }))
      })
    },
  }
  return { frame, calls, answer: () => answer, clear: () => (answer = {}) }
}

function setup(features: { socials?: ['google'] | undefined; legalCheckbox?: boolean } = {}) {
  const { appKit } = createTestAppKit({
    adapters: [mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] })],
    features,
    termsConditionsUrl: 'https://app.example/terms',
  })
  const held = heldFrame()
  setFarcasterLoginFrame(appKit, held.frame)
  const state = () => appKit.store.get(farcasterLoginAtom(appKit))
  const farcasterUrl = () => appKit.store.get(appKit.atoms.account('eip155')).farcasterUrl
  return { appKit, held, state, farcasterUrl }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

test('the link is shown while the Farcaster app is asked; once approved the AUTH connector connects', async () => {
  const { appKit, held, state, farcasterUrl } = setup()
  expect(appKit.store.get(farcasterLoginAvailableAtom(appKit))).toBe(true)
  const login = startFarcasterLogin(appKit)
  expect(state().step).toBe('preparing')
  held.answer().url?.()
  await tick()
  expect(state()).toEqual({ step: 'waiting', url: `${LINK}&n=1` })
  expect(farcasterUrl()).toBe(`${LINK}&n=1`)
  expect(held.calls).toEqual(['uri', 'connect'])
  held.answer().signIn?.()
  const account = await login
  expect(account.status).toBe('connected')
  expect(state().step).toBe('connected')
  // The link is spent.
  expect(farcasterUrl()).toBeUndefined()
})

test('a refused sign-in: failed with the frame’s words, nothing connected; a retry asks for a new link', async () => {
  const { appKit, held, state, farcasterUrl } = setup()
  const login = startFarcasterLogin(appKit)
  held.answer().url?.()
  await tick()
  held.answer().signIn?.(new Error('Farcaster sign-in refused: Invalid nonce'))
  await expect(login).rejects.toThrow('Farcaster sign-in refused: Invalid nonce')
  expect(state()).toMatchObject({ step: 'failed', failure: 'refused' })
  expect(getAccount(appKit)).toMatchObject({ status: 'disconnected', address: undefined })
  expect(farcasterUrl()).toBeUndefined()

  const retry = startFarcasterLogin(appKit)
  held.answer().url?.()
  await tick()
  expect(state()).toEqual({ step: 'waiting', url: `${LINK}&n=3` })
  held.answer().signIn?.()
  expect((await retry).status).toBe('connected')
})

test('an expired link says so', async () => {
  const { appKit, held, state } = setup()
  const login = startFarcasterLogin(appKit)
  held.answer().url?.()
  await tick()
  held.answer().signIn?.(new Error('The Farcaster sign-in has expired'))
  await expect(login).rejects.toThrow('expired')
  expect(state()).toMatchObject({ step: 'failed', failure: 'expired' })
})

test('after a reset (the user left), a late answer connects nothing and changes no state', async () => {
  const { appKit, held, state } = setup()
  const login = startFarcasterLogin(appKit)
  held.answer().url?.()
  await tick()
  const late = held.answer()
  resetFarcasterLogin(appKit)
  expect(state()).toEqual({ step: 'idle' })
  late.signIn?.()
  await expect(login).rejects.toThrow('The Farcaster login was cancelled')
  expect(state()).toEqual({ step: 'idle' })
  expect(getAccount(appKit).status).toBe('disconnected')
})

test('a second start replaces the first: only the newest link counts', async () => {
  const { appKit, held, state } = setup()
  const first = startFarcasterLogin(appKit)
  const firstAnswer = held.answer()
  held.clear()
  const second = startFarcasterLogin(appKit)
  firstAnswer.url?.()
  await expect(first).rejects.toThrow('The Farcaster login was cancelled')
  expect(state().step).toBe('preparing')
  held.answer().url?.()
  await tick()
  expect(state().url).toBe(`${LINK}&n=2`)
  held.answer().signIn?.()
  expect((await second).status).toBe('connected')
})

test('without the embedded wallet there is no Farcaster login', async () => {
  const { appKit } = createTestAppKit({ adapters: [mock()] })
  expect(appKit.store.get(farcasterLoginAvailableAtom(appKit))).toBe(false)
  await expect(startFarcasterLogin(appKit)).rejects.toThrow('Farcaster login is not available')
  expect(appKit.store.get(farcasterLoginAtom(appKit))).toEqual({ step: 'idle' })
})

test('Farcaster off the socials list, terms not agreed to, or an origin off the allowlist: refused, nothing asked', async () => {
  const off = setup({ socials: ['google'] })
  await expect(startFarcasterLogin(off.appKit)).rejects.toThrow('Farcaster login is switched off')
  const legal = setup({ legalCheckbox: true })
  await expect(startFarcasterLogin(legal.appKit)).rejects.toThrow(LegalConsentRequiredError)
  const refused = setup()
  refused.appKit.store.set(originRefusedAtom(refused.appKit), true)
  await expect(startFarcasterLogin(refused.appKit)).rejects.toThrow("not on the project's allowed origins")
  expect([...off.held.calls, ...legal.held.calls, ...refused.held.calls]).toEqual([])
  expect(refused.state()).toEqual({ step: 'idle' })
})
