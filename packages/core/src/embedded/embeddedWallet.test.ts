import type { FrameClient } from '@openappkit/auth-frame-client'
import { installDom } from '@openappkit/testing/dom'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { afterEach, expect, test, vi } from 'vitest'
import { closeModal } from '../actions/closeModal.ts'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { openModal } from '../actions/openModal.ts'
import { setTheme } from '../actions/setTheme.ts'
import { type MockAdapter, mock } from '../adapters/mock.ts'
import { type EmbeddedWallet, embeddedUserOf } from '../adapters/types.ts'
import { emailLoginAvailableAtom } from './emailLogin.ts'
import { startEmailLogin } from './emailLoginSteps.ts'
import { farcasterLoginAtom } from './farcasterLogin.ts'
import { startFarcasterLogin } from './startFarcasterLogin.ts'

// `features.email` alone: createAppKit makes the frame client (on first use), hands the adapters
// the embedded wallet, and wires the approval, the email login, the timeouts, the app's
// metadata and the theme. The frame is played in jsdom: the client mounts its real iframe.

const FRAME = 'https://frame.test/sdk'
const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.test', icons: [] }

let restore: (() => void) | undefined
afterEach(() => {
  restore?.()
  restore = undefined
  vi.useRealTimers()
})

/** The mock adapter that lists the embedded wallet it is given (as the real adapters do). */
function embeddable(owns = false) {
  const adapter = mock() as MockAdapter & {
    useEmbeddedWallet: (wallet: EmbeddedWallet) => void
    ownsEmbeddedWallet: boolean
  }
  const given: EmbeddedWallet[] = []
  adapter.useEmbeddedWallet = (wallet) => given.push(wallet)
  adapter.ownsEmbeddedWallet = owns
  return { adapter, given }
}

function setup(options: Parameters<typeof createTestAppKit>[0] = {}) {
  const { adapter, given } = embeddable()
  const made = createTestAppKit({ adapter, metadata, services: { authFrame: FRAME }, ...options })
  return { ...made, given }
}

/** What the client posts to its iframe, and a way to answer as the frame. */
function playFrame() {
  const iframe = document.getElementById('openappkit-auth-frame') as HTMLIFrameElement
  const frameWindow = iframe.contentWindow as Window
  const posted: { type: string; id?: string; payload?: unknown }[] = []
  frameWindow.postMessage = ((message: { type: string; id?: string; payload?: unknown }) => {
    posted.push(message)
  }) as Window['postMessage']
  const send = (data: unknown) =>
    window.dispatchEvent(
      new window.MessageEvent('message', { data, origin: 'https://frame.test', source: frameWindow }),
    )
  return {
    iframe,
    posted,
    ready: () => send({ type: '@w3m-frame/READY', payload: { version: '1' } }),
    /** Answers the last request named `name` with its SUCCESS. */
    succeed: (name: string, payload?: unknown) => {
      const id = posted.findLast((m) => m.type === `@w3m-app/${name}`)?.id
      send({ type: `@w3m-frame/${name}_SUCCESS`, id, payload })
    },
  }
}

test('features.email on: each adapter gets one embedded wallet, whose frame client is made once, on first use', async () => {
  restore = installDom().restore
  const { appKit, given } = setup()
  expect(given).toHaveLength(1)
  expect(appKit.store.get(emailLoginAvailableAtom(appKit))).toBe(true)
  // Nothing is made, and no frame is mounted, until a login or a restore asks.
  expect(document.getElementById('openappkit-auth-frame')).toBeNull()
  const [first, second] = await Promise.all([given[0]?.client(), given[0]?.client()])
  expect(first).toBe(second)
  expect((first as FrameClient).frameUrl).toBe(FRAME)
  appKit.destroy()
})

test('no embedded wallet when email and socials are off, the frame is off, or the app brought its own', () => {
  for (const options of [
    { features: { email: false, socials: false as const } },
    { services: { authFrame: false as const } },
  ]) {
    const { given } = setup(options)
    expect(given).toHaveLength(0)
  }
  // Socials alone make it.
  expect(setup({ features: { email: false, socials: ['github' as const] } }).given).toHaveLength(1)
  const { adapter, given } = embeddable(true)
  const { appKit } = createTestAppKit({ adapter })
  expect(given).toHaveLength(0)
  // The app attaches its own approval and client: the email login waits for it.
  expect(appKit.store.get(emailLoginAvailableAtom(appKit))).toBe(false)
})

test('an email login makes the frame; once ready it gets the app metadata and the theme, and each theme change', async () => {
  restore = installDom().restore
  vi.useFakeTimers()
  const { appKit } = setup()
  setTheme(appKit, { themeMode: 'dark' })
  const login = startEmailLogin(appKit, { email: 'new@example.com', namespace: 'eip155' })
  await vi.advanceTimersByTimeAsync(0)
  const frame = playFrame()
  const url = new URL(frame.iframe.src)
  expect(url.origin + url.pathname).toBe(FRAME)
  expect(url.searchParams.get('projectId')).toBe('test-project')
  frame.ready()
  await vi.advanceTimersByTimeAsync(1_000)
  const types = frame.posted.map((m) => m.type)
  expect(types).toContain('@w3m-app/SYNC_THEME')
  expect(frame.posted.find((m) => m.type === '@w3m-app/SYNC_DAPP_DATA')?.payload).toMatchObject({
    projectId: 'test-project',
    metadata,
  })
  expect(frame.posted.find((m) => m.type === '@w3m-app/SYNC_THEME')?.payload).toMatchObject({
    themeMode: 'dark',
  })
  setTheme(appKit, { themeMode: 'light' })
  await vi.advanceTimersByTimeAsync(0)
  expect(frame.posted.at(-1)).toMatchObject({ type: '@w3m-app/SYNC_THEME', payload: { themeMode: 'light' } })
  appKit.destroy()
  await login.catch(() => {})
  // Destroyed with the instance: the frame is gone.
  expect(document.getElementById('openappkit-auth-frame')).toBeNull()
})

test('a frame that never says READY: after 20 s the load-failed alert, and the login fails', async () => {
  restore = installDom().restore
  vi.useFakeTimers()
  const { appKit } = setup()
  const alerts: string[] = []
  appKit.emitter.on('alert', (alert) => alerts.push(alert.shortMessage))
  const login = startEmailLogin(appKit, { email: 'new@example.com', namespace: 'eip155' }).catch(
    (error: unknown) => error,
  )
  await vi.advanceTimersByTimeAsync(20_000)
  expect(alerts).toHaveLength(1)
  await login
  expect(appKit.store.get(appKit.atoms.account('eip155')).status).toBe('disconnected')
  appKit.destroy()
})

test("the embedded wallet's user reaches the account, and another connection has none", async () => {
  const { appKit, adapter } = createTestAppKit({
    adapter: mock({
      connectors: [
        { id: 'mock', type: 'INJECTED', name: 'Mock Wallet', chain: 'eip155' },
        { id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' },
      ],
    }),
  })
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const account = () => appKit.store.get(appKit.atoms.account('eip155'))
  adapter.hold('connect').answer({
    connectorId: 'auth',
    chainId: 1,
    accounts: [{ namespace: 'eip155', address, type: 'smartAccount' }],
    user: {
      email: 'ada@example.com',
      username: 'ada',
      smartAccountDeployed: true,
      preferredAccountType: 'smartAccount',
    },
  })
  await connect(appKit, { connectorId: 'auth', namespace: 'eip155' })
  expect(account()).toMatchObject({
    user: { email: 'ada@example.com', username: 'ada' },
    smartAccountDeployed: true,
    preferredAccountType: 'smartAccount',
  })
  await disconnect(appKit, { namespace: 'eip155' })
  expect(account().user).toBeUndefined()
  await connect(appKit, { connectorId: 'mock', namespace: 'eip155' })
  expect(account()).toMatchObject({ status: 'connected', user: undefined, smartAccountDeployed: false })
  appKit.destroy()
})

test('embeddedUserOf: the frame user as a result carries it; an unknown account type is left out', () => {
  expect(
    embeddedUserOf({
      address: '0x1',
      chainId: 1,
      email: 'a@b.co',
      userName: null,
      preferredAccountType: 'weird',
    }),
  ).toEqual({ email: 'a@b.co', smartAccountDeployed: false })
  expect(embeddedUserOf(undefined)).toBeUndefined()
})

test('leaving the Farcaster view before approval: 100 ms later the link is gone, the frame reloads and hears the app data again', async () => {
  restore = installDom().restore
  vi.useFakeTimers()
  const { appKit } = setup()
  const account = () => appKit.store.get(appKit.atoms.account('eip155'))
  const link = 'https://farcaster.xyz/~/siwf?channelToken=abc'
  openModal(appKit, { view: 'ConnectingFarcaster' })
  const login = startFarcasterLogin(appKit).catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(0)
  const frame = playFrame()
  frame.ready()
  await vi.advanceTimersByTimeAsync(1_000)
  frame.succeed('SYNC_DAPP_DATA')
  await vi.advanceTimersByTimeAsync(0)
  frame.succeed('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [] })
  await vi.advanceTimersByTimeAsync(0)
  frame.succeed('GET_FARCASTER_URI', { url: link })
  await vi.advanceTimersByTimeAsync(0)
  expect(account().farcasterUrl).toBe(link)
  expect(frame.posted.at(-1)?.type).toBe('@w3m-app/CONNECT_FARCASTER')
  const before = frame.posted.length

  closeModal(appKit)
  await vi.advanceTimersByTimeAsync(99)
  expect(account().farcasterUrl).toBe(link)
  await vi.advanceTimersByTimeAsync(1)
  expect(account().farcasterUrl).toBeUndefined()
  expect(appKit.store.get(farcasterLoginAtom(appKit))).toEqual({ step: 'idle' })
  expect(frame.posted.slice(before).map((m) => m.type)).toEqual(['@w3m-app/RELOAD'])
  frame.succeed('RELOAD')
  await vi.advanceTimersByTimeAsync(0)
  expect(frame.posted.slice(before).map((m) => m.type)).toEqual([
    '@w3m-app/RELOAD',
    '@w3m-app/SYNC_DAPP_DATA',
  ])
  expect(frame.posted.at(-1)?.payload).toMatchObject({ projectId: 'test-project', metadata })

  // The old sign-in's answer, should the frame still send one, connects nothing.
  frame.succeed('CONNECT_FARCASTER', { userName: 'alice' })
  expect(await login).toMatchObject({ shortMessage: 'The Farcaster login was cancelled' })
  expect(account().status).toBe('disconnected')
  appKit.destroy()
})
