import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test, vi } from 'vitest'
import { closeModal } from '../actions/closeModal.ts'
import { connect } from '../actions/connect.ts'
import { getModalState } from '../actions/getModalState.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { mock } from '../adapters/mock.ts'
import type { AppKit } from '../appKit.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import { defaultSiwx } from './defaultSiwx.ts'
import { getSiwxState } from './getSiwxState.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import { serverSiwx } from './serverSiwx.ts'
import { signIn } from './signIn.ts'
import type { SiwxOption, SiwxSession } from './types.ts'

// Sign-in with both namespaces connected: each namespace keeps its own session; only its own
// disconnect or address change ends it, never a move of the active namespace.
const site = { domain: 'app.example', uri: 'https://app.example' }
const [first, second] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]

/** An app server in memory, as serverSiwx reaches it: sessions by account, and every sign-out asked. */
function memoryServer() {
  const sessions = new Map<string, SiwxSession>()
  const signOuts: unknown[] = []
  let nonces = 0
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 })
    switch (url.pathname) {
      case '/nonce':
        nonces += 1
        return json({ nonce: `serverNonce${nonces}` })
      case '/verify': {
        const data = parseSiwxMessage(body.message)
        if (!data) return new Response('{}', { status: 400 })
        sessions.set(`${data.chainId}|${data.accountAddress.toLowerCase()}`, { data, ...body })
        return json({ session: { data, ...body } })
      }
      case '/session': {
        const key = `${url.searchParams.get('chainId')}|${url.searchParams.get('address')?.toLowerCase()}`
        return json({ session: sessions.get(key) ?? null })
      }
      case '/signout':
        signOuts.push(body)
        if (body.chainId) sessions.delete(`${body.chainId}|${String(body.address).toLowerCase()}`)
        else sessions.clear()
        return json({ signedOut: true })
      default:
        return new Response('{}', { status: 404 })
    }
  }
  return { fetch, sessions, signOuts }
}

type Backend = {
  siwx: SiwxOption
  sessionCount: (appKit: AppKit) => number
  /** What the server was asked to sign out (none for defaultSiwx). */
  signOuts: () => unknown[]
  server: boolean
}

const configs: [string, () => Backend][] = [
  [
    'defaultSiwx',
    () => ({
      siwx: defaultSiwx(site),
      sessionCount: (appKit) => appKit.storage.get('siwxSessions')?.length ?? 0,
      signOuts: () => [],
      server: false,
    }),
  ],
  [
    'serverSiwx',
    () => {
      const server = memoryServer()
      return {
        siwx: serverSiwx({ url: 'http://127.0.0.1:1', fetch: server.fetch, ...site }),
        sessionCount: () => server.sessions.size,
        signOuts: () => server.signOuts,
        server: true,
      }
    },
  ],
]

async function status(appKit: AppKit, expected: string) {
  await vi.waitFor(() => expect(getSiwxState(appKit).status).toBe(expected))
}

describe.each(configs)('EVM and Solana both connected (%s)', (_, make) => {
  async function signedInOnEvm() {
    const { siwx, sessionCount, signOuts, server } = make()
    const evm = mock()
    const sol = mock({ namespace: 'solana' })
    const { appKit } = createTestAppKit({ adapters: [evm, sol], siwx })
    await connect(appKit, { connectorId: 'mock', namespace: 'eip155' })
    await status(appKit, 'signedOut')
    const session = await signIn(appKit)
    expect(sessionCount(appKit)).toBe(1)
    return { appKit, evm, sol, session, sessionCount, signOuts, server }
  }

  test('connecting Solana keeps the EVM session, and asks Solana to sign in', async () => {
    const { appKit, sessionCount, signOuts } = await signedInOnEvm()
    await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
    await status(appKit, 'signedOut')
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(sessionCount(appKit)).toBe(1)
    expect(signOuts()).toEqual([])
    const solanaSession = await signIn(appKit)
    expect(solanaSession.data.chainId).toBe(solana.caipNetworkId)
    expect(sessionCount(appKit)).toBe(2)
  })

  test('switching back and forth keeps both; a namespace without a session reads signedOut and opens nothing', async () => {
    const { appKit, session, sessionCount, signOuts } = await signedInOnEvm()
    await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
    await status(appKit, 'signedOut')
    // The user leaves Solana unsigned (sign-in is optional here).
    expect(closeModal(appKit)).toBe(true)
    for (let round = 0; round < 2; round++) {
      await switchNetwork(appKit, mainnet)
      await status(appKit, 'signedIn')
      expect(getSiwxState(appKit).session).toEqual(session)
      await switchNetwork(appKit, solana)
      await status(appKit, 'signedOut')
      expect(getModalState(appKit).open).toBe(false)
    }
    expect(sessionCount(appKit)).toBe(1)
    expect(signOuts()).toEqual([])
  })

  test('an EVM account change revokes the EVM session, also while Solana is active', async () => {
    const { appKit, evm, sessionCount, signOuts, server } = await signedInOnEvm()
    await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
    await signIn(appKit)
    expect(sessionCount(appKit)).toBe(2)
    evm.emit({ type: 'accountsChanged', accounts: [{ namespace: 'eip155', address: second, type: 'eoa' }] })
    await vi.waitFor(() => expect(sessionCount(appKit)).toBe(1))
    // Solana's session is untouched and still active.
    expect(getSiwxState(appKit).status).toBe('signedIn')
    expect(getSiwxState(appKit).session?.data.chainId).toBe(solana.caipNetworkId)
    if (server) expect(signOuts()).toEqual([{ chainId: mainnet.caipNetworkId, address: first }])
    // Back on EVM, the new account has no session: the sign view asks for it.
    await switchNetwork(appKit, mainnet)
    await status(appKit, 'signedOut')
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
  })
})
