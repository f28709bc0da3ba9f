import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test, vi } from 'vitest'
import { closeModal } from '../actions/closeModal.ts'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { getModalState } from '../actions/getModalState.ts'
import { openModal } from '../actions/openModal.ts'
import { reconnect } from '../actions/reconnect.ts'
import { type MockAdapter, mock } from '../adapters/mock.ts'
import type { AppKit } from '../appKit.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { getViewAfterConnect } from '../routing/viewAfterConnect.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { cancelSignIn } from './cancelSignIn.ts'
import { defaultSiwx } from './defaultSiwx.ts'
import { getSiwxState } from './getSiwxState.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import { signIn } from './signIn.ts'
import { signOut } from './signOut.ts'
import type { SiwxConfig, SiwxOption, SiwxSession } from './types.ts'

const [first, second] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]
const site = { domain: 'app.example', uri: 'https://app.example' }

function setup(
  options: { required?: boolean; storage?: ReturnType<typeof createMemoryStorage>; siwx?: SiwxOption } = {},
) {
  const adapter = mock()
  const storage = options.storage ?? createMemoryStorage()
  const { appKit } = createTestAppKit({
    adapters: [adapter],
    storage,
    siwx: options.siwx ?? defaultSiwx({ ...site, required: options.required }),
  })
  return { appKit, adapter, storage }
}

const stored = (storage: ReturnType<typeof createMemoryStorage>): SiwxSession[] =>
  JSON.parse(storage.getItem('@openappkit/siwxSessions') ?? '[]')

async function settled(appKit: AppKit, status: string) {
  await vi.waitFor(() => expect(getSiwxState(appKit).status).toBe(status))
}

async function connected(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options)
  openModal(context.appKit)
  await connect(context.appKit, { connectorId: 'mock' })
  await settled(context.appKit, 'signedOut')
  return context
}

/** The wallet's next signature waits for the test: released, answered (garbage) or failed. */
function holdSignature(adapter: MockAdapter) {
  const original = adapter.signMessage.bind(adapter)
  let settle: (verdict: { answer?: unknown; error?: Error }) => void = () => {}
  const verdict = new Promise<{ answer?: unknown; error?: Error }>((resolve) => {
    settle = resolve
  })
  let reached = false
  adapter.signMessage = async (parameters) => {
    // One call only: the next signature is the wallet's own again.
    adapter.signMessage = original
    reached = true
    const { answer, error } = await verdict
    if (error) throw error
    return answer === undefined ? original(parameters) : (answer as string)
  }
  return {
    get reached() {
      return reached
    },
    release: () => settle({}),
    answer: (value: unknown) => settle({ answer: value }),
    fail: (error: Error) => settle({ error }),
  }
}

describe('after a connect', () => {
  test('no session: SIWXSignMessage opens and is where a connect goes next', async () => {
    const { appKit } = await connected()
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(getViewAfterConnect(appKit)).toBe('SIWXSignMessage')
  })

  test('a headless connect (modal closed) opens the modal on SIWXSignMessage too', async () => {
    const { appKit } = setup()
    await connect(appKit, { connectorId: 'mock' })
    await settled(appKit, 'signedOut')
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
  })

  test('without the siwx option nothing of sign-in happens', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter] })
    await connect(appKit, { connectorId: 'mock' })
    expect(getSiwxState(appKit).status).toBe('disabled')
    expect(getModalState(appKit).open).toBe(false)
    expect(getViewAfterConnect(appKit)).toBe('Account')
    await expect(signIn(appKit)).rejects.toThrow('SIWX is not enabled')
  })
})

describe('signing in', () => {
  test('ConnectingSiwe while the wallet decides; success stores the session and closes', async () => {
    const { appKit, adapter, storage } = await connected()
    const held = holdSignature(adapter)
    const signing = signIn(appKit)
    await vi.waitFor(() => expect(held.reached).toBe(true))
    expect(getModalState(appKit).view).toBe('ConnectingSiwe')
    expect(getSiwxState(appKit).status).toBe('signingIn')
    expect(stored(storage)).toEqual([])
    held.release()
    const session = await signing
    expect(getModalState(appKit).open).toBe(false)
    expect(getSiwxState(appKit)).toMatchObject({ status: 'signedIn', session })
    expect(stored(storage)).toEqual([session])
    expect(parseSiwxMessage(session.message)).toMatchObject({
      accountAddress: first,
      chainId: 'eip155:1',
      domain: 'app.example',
      nonce: session.data.nonce,
    })
    expect(adapter.calls.filter((c) => c.method === 'signMessage')).toEqual([
      { method: 'signMessage', parameters: { address: first, message: session.message } },
    ])
    expect(getViewAfterConnect(appKit)).toBe('Account')
  })

  test('decline: "Signature declined", and SIWXSignMessage again with the error', async () => {
    const { appKit, adapter, storage } = await connected()
    const held = holdSignature(adapter)
    const signing = signIn(appKit)
    await vi.waitFor(() => expect(held.reached).toBe(true))
    held.fail(new UserRejectedRequestError())
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(getSiwxState(appKit)).toMatchObject({ status: 'signedOut', session: undefined })
    expect(getSiwxState(appKit).error).toBeInstanceOf(UserRejectedRequestError)
    await vi.waitFor(() =>
      expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
        open: true,
        message: 'Signature declined',
      }),
    )
    expect(stored(storage)).toEqual([])
    // The view is usable again: a second try signs in.
    await signIn(appKit)
    expect(getSiwxState(appKit).status).toBe('signedIn')
  })

  test.each([
    ['no signature', undefined, ''],
    ['a number', 42, 42],
  ])('garbage from the wallet (%s) makes no session', async (_, __, answer) => {
    const { appKit, adapter, storage } = await connected()
    const held = holdSignature(adapter)
    const signing = signIn(appKit)
    await vi.waitFor(() => expect(held.reached).toBe(true))
    held.answer(answer)
    await expect(signing).rejects.toThrow('The sign-in message could not be used')
    expect(getSiwxState(appKit).status).toBe('signedOut')
    expect(getModalState(appKit).view).toBe('SIWXSignMessage')
    expect(stored(storage)).toEqual([])
  })

  test('a message the config made for another account is not signed', async () => {
    const config = defaultSiwx(site)
    const { appKit, adapter } = await connected({
      siwx: (context: Parameters<typeof config>[0]) => {
        const base = config(context)
        return {
          ...base,
          createMessage: (input) => base.createMessage({ ...input, accountAddress: second }),
        } satisfies SiwxConfig
      },
    })
    await expect(signIn(appKit)).rejects.toThrow('The sign-in message could not be used')
    expect(adapter.calls.some((c) => c.method === 'signMessage')).toBe(false)
  })

  test('a signature that arrives after the account changed is not kept', async () => {
    const { appKit, adapter, storage } = await connected()
    const held = holdSignature(adapter)
    const signing = signIn(appKit)
    await vi.waitFor(() => expect(held.reached).toBe(true))
    adapter.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address: second, type: 'eoa' }],
    })
    held.release()
    await expect(signing).rejects.toThrow('The account changed during sign-in')
    expect(stored(storage)).toEqual([])
    await settled(appKit, 'signedOut')
  })

  test('the sign-in errors, each where it is meant: no account; no network; no client to sign with', async () => {
    const { appKit, adapter } = setup()
    await expect(signIn(appKit)).rejects.toThrow('No ActiveCaipAddress found')
    await connect(appKit, { connectorId: 'mock' })
    await settled(appKit, 'signedOut')
    const network = appKit.store.get(appKit.atoms.activeCaipNetwork)
    appKit.store.set(appKit.atoms.activeCaipNetwork, undefined)
    await expect(signIn(appKit)).rejects.toThrow('No ActiveCaipNetwork or client found')
    appKit.store.set(appKit.atoms.activeCaipNetwork, network)
    // An adapter that cannot sign (a custom one without signMessage) is a missing client.
    const { signMessage } = adapter
    adapter.signMessage = undefined as never
    await expect(signIn(appKit)).rejects.toThrow('No ConnectionController client found')
    // Neither refusal changed anything: the state is as it was, and a sign-in still works.
    expect(getSiwxState(appKit)).toMatchObject({ status: 'signedOut', error: undefined })
    adapter.signMessage = signMessage
    await signIn(appKit)
    expect(getSiwxState(appKit).status).toBe('signedIn')
  })
})

describe('cancel and close', () => {
  test('required: close is blocked on both sign views; cancel disconnects and closes', async () => {
    const { appKit, adapter } = await connected({ required: true })
    expect(closeModal(appKit)).toBe(false)
    const held = holdSignature(adapter)
    const signing = signIn(appKit).catch((error: unknown) => error)
    await vi.waitFor(() => expect(held.reached).toBe(true))
    expect(getModalState(appKit).view).toBe('ConnectingSiwe')
    expect(closeModal(appKit)).toBe(false)
    held.fail(new UserRejectedRequestError())
    await signing
    await cancelSignIn(appKit)
    expect(getModalState(appKit).open).toBe(false)
    expect(adapter.isConnected()).toBe(false)
    expect(appKit.store.get(appKit.atoms.account('eip155')).address).toBeUndefined()
  })

  test('required, once signed in: closing works', async () => {
    const { appKit } = await connected({ required: true })
    await signIn(appKit)
    openModal(appKit, { view: 'SIWXSignMessage' })
    expect(closeModal(appKit)).toBe(true)
  })

  test('not required: close works, and cancel closes and stays connected', async () => {
    const { appKit, adapter } = await connected()
    expect(closeModal(appKit)).toBe(true)
    openModal(appKit, { view: 'SIWXSignMessage' })
    await cancelSignIn(appKit)
    expect(getModalState(appKit).open).toBe(false)
    expect(adapter.isConnected()).toBe(true)
    expect(getSiwxState(appKit).status).toBe('signedOut')
  })
})

describe('sessions on load and after', () => {
  test('a reload keeps the session: signed in, nothing opens', async () => {
    const { appKit, storage } = await connected()
    const session = await signIn(appKit)
    appKit.destroy()
    const reloaded = setup({ storage })
    await reconnect(reloaded.appKit)
    await settled(reloaded.appKit, 'signedIn')
    expect(getSiwxState(reloaded.appKit).session).toEqual(session)
    expect(getModalState(reloaded.appKit).open).toBe(false)
  })

  test.each([
    [
      'expired',
      (s: SiwxSession) => ({ ...s, data: { ...s.data, expirationTime: '2000-01-01T00:00:00.000Z' } }),
    ],
    ['of another chain', (s: SiwxSession) => ({ ...s, data: { ...s.data, chainId: 'eip155:11155111' } })],
    [
      'whose text another nonce',
      (s: SiwxSession) => ({ ...s, message: s.message.replace(s.data.nonce, 'forged123') }),
    ],
    ['garbage', () => ({ data: 'x', message: 1 })],
    // Forgeries: each keeps the data and text well formed and consistent where it can.
    [
      "signed by another account (the other's signature of this text)",
      (s: SiwxSession, other: string) => ({ ...s, signature: other }),
    ],
    [
      'whose signed statement was changed (text and data alike)',
      (s: SiwxSession) => ({
        ...s,
        data: { ...s.data, statement: 'Pay everything' },
        message: s.message.replace('\n\n\nURI:', '\n\nPay everything\n\nURI:'),
      }),
    ],
    [
      'whose domain was changed (text and data alike)',
      (s: SiwxSession) => ({
        ...s,
        data: { ...s.data, domain: 'evil.example' },
        message: s.message.replace('app.example wants', 'evil.example wants'),
      }),
    ],
    [
      'whose data claims 2099 over a text that expired',
      (s: SiwxSession) => ({
        ...s,
        data: { ...s.data, expirationTime: '2099-01-01T00:00:00.000Z' },
        message: s.message.replace(/Expiration Time: .*/, 'Expiration Time: 2000-01-01T00:00:00.000Z'),
      }),
    ],
  ])('a stored session %s is not believed: the sign view opens on load', async (_, spoil) => {
    const { appKit, storage } = await connected()
    const session = await signIn(appKit)
    // What a second account's wallet signs for this very text (the mock signs as each account).
    const other = await mock().signMessage({ address: second as string, message: session.message })
    appKit.destroy()
    storage.setItem('@openappkit/siwxSessions', JSON.stringify([spoil(session, other)]))
    const reloaded = setup({ storage })
    await reconnect(reloaded.appKit)
    await settled(reloaded.appKit, 'signedOut')
    expect(getModalState(reloaded.appKit)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
  })

  test('disconnect clears the session', async () => {
    const { appKit, storage } = await connected()
    await signIn(appKit)
    await disconnect(appKit)
    await settled(appKit, 'disconnected')
    await vi.waitFor(() => expect(stored(storage)).toEqual([]))
  })

  test("an account change clears the old account's session and asks the new one to sign", async () => {
    const { appKit, adapter, storage } = await connected()
    await signIn(appKit)
    adapter.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address: second, type: 'eoa' }],
    })
    await settled(appKit, 'signedOut')
    await vi.waitFor(() => expect(stored(storage)).toEqual([]))
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
  })

  test('signOut revokes the session and leaves the wallet connected', async () => {
    const { appKit, adapter, storage } = await connected()
    await signIn(appKit)
    await signOut(appKit)
    expect(getSiwxState(appKit).status).toBe('signedOut')
    expect(stored(storage)).toEqual([])
    expect(adapter.isConnected()).toBe(true)
  })

  test('a session check answered after the account changed changes nothing; garbage or a failure reads as none', async () => {
    const answers: ((value: unknown) => void)[] = []
    const errors: unknown[] = []
    const base = defaultSiwx(site)
    const { appKit, adapter } = setup({
      siwx: (context: Parameters<typeof base>[0]) => ({
        ...base(context),
        getSessions: () => new Promise<readonly SiwxSession[]>((resolve) => answers.push(resolve as never)),
      }),
    })
    appKit.emitter.on('error', (e) => errors.push(e.source))
    await connect(appKit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    expect(getSiwxState(appKit).status).toBe('checking')
    adapter.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address: second, type: 'eoa' }],
    })
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    // The first account's answer, late: a "valid" session of the first account must not sign in the second.
    answers[0]?.([{ data: {}, message: 'x', signature: 'y' }])
    await Promise.resolve()
    expect(getSiwxState(appKit).status).toBe('checking')
    answers[1]?.({ not: 'a list' } as never)
    await settled(appKit, 'signedOut')
    expect(errors).toEqual([])
  })
})

describe("Solana: the wallet's own sign-in (solana:signIn) where the adapter has it", () => {
  async function solanaConnected(signInAnswer: (data: SiwxSession['data']) => unknown) {
    const adapter = mock({ namespace: 'solana' })
    const asked: unknown[] = []
    adapter.signIn = async (parameters) => {
      asked.push(parameters)
      return signInAnswer(parameters.data) as never
    }
    const storage = createMemoryStorage()
    const { appKit } = createTestAppKit({ adapters: [adapter], storage, siwx: defaultSiwx(site) })
    await connect(appKit, { connectorId: 'mock' })
    await settled(appKit, 'signedOut')
    return { appKit, adapter, storage, asked }
  }
  // A wallet writes the text itself, in its own layout (SIWS: no blank line before the fields'
  // block when there is no statement), from the fields it was given.
  const walletText = (data: SiwxSession['data']) =>
    `${data.domain} wants you to sign in with your Solana account:\n${data.accountAddress}\n\nURI: ${data.uri}\nVersion: 1\nChain ID: ${data.chainId.split(':')[1]}\nNonce: ${data.nonce}\nIssued At: ${data.issuedAt}`

  test('the wallet signs its own text: that text and signature are the session; signMessage is not asked', async () => {
    // The mock wallet's signature of that text (another mock signs as this one would).
    const { appKit, adapter, storage, asked } = await solanaConnected(async (data) => ({
      message: walletText(data),
      signature: await mock({ namespace: 'solana' }).signMessage({
        address: data.accountAddress,
        message: walletText(data),
      }),
    }))
    const session = await signIn(appKit)
    expect(asked).toHaveLength(1)
    expect(session.message).toBe(walletText(session.data))
    expect(adapter.calls.some((c) => c.method === 'signMessage')).toBe(false)
    expect(stored(storage)).toEqual([session])
    // A reload believes it: the text says this account and nonce.
    appKit.destroy()
    const { appKit: reloaded } = createTestAppKit({
      adapters: [mock({ namespace: 'solana' })],
      storage,
      siwx: defaultSiwx(site),
    })
    await reconnect(reloaded)
    await settled(reloaded, 'signedIn')
  })

  test('a wallet without the feature (null): CAIP-122 text signed with signMessage', async () => {
    const { appKit, adapter } = await solanaConnected(() => null)
    const session = await signIn(appKit)
    expect(session.message).toContain('wants you to sign in with your Solana account:')
    expect(adapter.calls.filter((c) => c.method === 'signMessage')).toHaveLength(1)
  })

  test.each([
    [
      'another nonce',
      (data: SiwxSession['data']) => ({
        message: walletText({ ...data, nonce: 'other1234' }),
        signature: 's',
      }),
    ],
    [
      'another account',
      (data: SiwxSession['data']) => ({
        message: walletText({ ...data, accountAddress: 'x1' }),
        signature: 's',
      }),
    ],
    ['no signature', (data: SiwxSession['data']) => ({ message: walletText(data) })],
    [
      'a signature that is not of its text',
      (data: SiwxSession['data']) => ({ message: walletText(data), signature: '5'.repeat(88) }),
    ],
    ['garbage', () => 42],
  ])("the wallet's sign-in answering %s makes no session", async (_, answer) => {
    const { appKit, storage } = await solanaConnected(answer)
    await expect(signIn(appKit)).rejects.toThrow('The sign-in message could not be used')
    expect(getSiwxState(appKit).status).toBe('signedOut')
    expect(stored(storage)).toEqual([])
  })
})
