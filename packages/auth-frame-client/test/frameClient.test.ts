import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { FrameClient, type FrameClientOptions } from '../src/frameClient.ts'
import { FRAME_ORIGIN, FRAME_URL, fakeFrame, memoryStorage, track } from './fakeFrame.ts'

const USER = {
  email: 'ada@example.com',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
}
const SIGNATURE = `0x${'ab'.repeat(65)}`

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup(options: Partial<FrameClientOptions> = {}, stored: Record<string, string> = {}) {
  const frame = fakeFrame()
  const storage = memoryStorage(stored)
  const timeouts: string[] = []
  const client = new FrameClient({
    projectId: 'p1',
    frameUrl: FRAME_URL,
    host: frame.host,
    storage,
    onTimeout: (reason) => timeouts.push(reason),
    ...options,
  })
  return { client, frame, storage, timeouts }
}

/** Creates the frame, sends READY and lets the 500 ms pass, answering the start-up requests. */
async function readyClient(options: Partial<FrameClientOptions> = {}, stored: Record<string, string> = {}) {
  const s = setup(options, stored)
  s.client.createFrame()
  s.frame.ready()
  await vi.advanceTimersByTimeAsync(500)
  return s
}

describe('lifecycle (SPEC §4)', () => {
  test('not created until the first email action; created at once when the login flag is stored', async () => {
    const fresh = setup()
    expect(fresh.client.state).toBe('not-created')
    expect(fresh.frame.mounted).toEqual([])

    const returning = setup({}, { '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' })
    expect(returning.client.state).toBe('created')
    const url = new URL(returning.frame.mounted[0] ?? '')
    expect(url.origin + url.pathname).toBe(FRAME_URL)
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(url.searchParams.get('chainId')).toBe('1')
    expect(url.searchParams.get('enableLogger')).toBe('true')

    const login = track(fresh.client.connectEmail({ email: 'ada@example.com' }))
    expect(fresh.client.state).toBe('created')
    expect(login.settled).toBe(false)
  })

  test('ready only after the ready event and then 500 ms; requests wait for it', async () => {
    const { client, frame } = setup({}, { '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' })
    const chain = track(client.getChainId())
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.posted).toEqual([])
    frame.ready()
    await vi.advanceTimersByTimeAsync(499)
    expect(client.state).toBe('created')
    expect(frame.posted).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(client.state).toBe('ready')
    frame.answer('GET_CHAIN_ID', { chainId: 31337 })
    await vi.advanceTimersByTimeAsync(0)
    expect(chain.value).toBe(31337)
  })

  test('a ready event from another origin or window is not the frame being ready', async () => {
    const { client, frame } = setup({}, { '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' })
    frame.deliver({ type: '@w3m-frame/READY' }, { origin: 'http://127.0.0.1:9999' })
    frame.deliver({ type: '@w3m-frame/READY' }, { source: {} })
    frame.deliver({ type: '@w3m-frame/READY' }, { origin: `${FRAME_ORIGIN}/` })
    await vi.advanceTimersByTimeAsync(1000)
    expect(client.state).toBe('created')
  })

  test('"W3mFrame: iframe is not set" for a request before the frame exists; nothing posted', async () => {
    const { client, frame } = setup()
    await expect(client.getChainId()).rejects.toThrow('W3mFrame: iframe is not set')
    await expect(client.request({ method: 'eth_chainId', params: [] })).rejects.toThrow(
      'W3mFrame: iframe is not set',
    )
    expect(frame.posted).toEqual([])
  })

  test('posts to the frame origin only, never to "*"', async () => {
    const { client, frame } = await readyClient()
    void client.getChainId().catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.posted.map((p) => p.targetOrigin)).toEqual([FRAME_ORIGIN])
  })

  test('refuses a frame URL that is not http(s) or carries credentials', () => {
    expect(() => setup({ frameUrl: 'javascript:alert(1)' })).toThrow('Invalid frame URL')
    expect(() => setup({ frameUrl: 'https://user:pw@frame.example' })).toThrow('Invalid frame URL')
    expect(() => setup({ frameUrl: 'not a url' })).toThrow('Invalid frame URL')
  })
})

describe('answers matched by id', () => {
  test('only the answer with the request id settles it; an ERROR carries its message', async () => {
    const { client, frame } = await readyClient()
    const a = track(client.switchNetwork(10))
    const b = track(client.switchNetwork(137))
    await vi.advanceTimersByTimeAsync(0)
    const [first, second] = frame.posted.filter((p) => p.message.type === '@w3m-app/SWITCH_NETWORK')
    frame.deliver({ type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', id: 'not-ours', payload: { chainId: 1 } })
    frame.deliver({
      type: '@w3m-frame/SWITCH_NETWORK_SUCCESS',
      id: second?.message.id,
      payload: { chainId: 137 },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(a.settled).toBe(false)
    expect(b.value).toEqual({ chainId: 137 })
    frame.deliver({
      type: '@w3m-frame/SWITCH_NETWORK_ERROR',
      id: first?.message.id,
      payload: { message: 'No such chain' },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect((a.error as Error).message).toBe('No such chain')
    expect(client.getLastUsedChainId()).toBe(137)
  })

  test('an ERROR without a message is "An error occurred"', async () => {
    const { client, frame } = await readyClient()
    const chain = track(client.getChainId())
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('GET_CHAIN_ID', {}, 'ERROR')
    await vi.advanceTimersByTimeAsync(0)
    expect((chain.error as Error).message).toBe('An error occurred')
  })

  test('a SUCCESS whose payload fails its schema is dropped; the request stays pending', async () => {
    const { client, frame } = await readyClient()
    const sign = track(client.request({ method: 'personal_sign', params: ['0x68', USER.address] }))
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('RPC_REQUEST', 'not a signature')
    frame.answer('RPC_REQUEST', { signature: SIGNATURE })
    await vi.advanceTimersByTimeAsync(0)
    expect(sign.settled).toBe(false)
    expect(client.pendingCount).toBe(1)
    frame.answer('RPC_REQUEST', SIGNATURE)
    await vi.advanceTimersByTimeAsync(0)
    expect(sign.value).toBe(SIGNATURE)
  })

  test('bad requests are refused before anything is posted', async () => {
    const { client, frame } = await readyClient()
    await expect(client.request({ method: 'eth_mine', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    await expect(
      client.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] }),
    ).rejects.toThrow("'to' must start with 0x")
    await expect(
      client.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQ', options: { preflightCommitment: 'soon' } },
      }),
    ).rejects.toThrow('Invalid params for solana_signAndSendTransaction')
    // The hosted frame's schema requires params: a request without them is never posted.
    await expect(client.request({ method: 'eth_syncing', params: undefined })).rejects.toThrow(
      'params is required: an array or an object ([] for a method without params)',
    )
    await expect(client.request({ method: 'eth_blockNumber', params: 'latest' })).rejects.toThrow(
      'params is required',
    )
    // @ts-expect-error a provider the spec does not list
    await expect(client.getSocialRedirectUri({ provider: 'myspace' })).rejects.toThrow(
      'Social provider must be one of',
    )
    await expect(client.connectOtp({ otp: '' })).rejects.toThrow('OTP must be a string')
    expect(frame.posted.filter((p) => !p.message.type.includes('SMART_ACCOUNT'))).toEqual([])
  })

  test('BigInt params are sent as hex', async () => {
    const { client, frame } = await readyClient()
    void client
      .request({ method: 'eth_sendTransaction', params: [{ to: USER.address, value: 10n ** 18n }] })
      .catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.last('RPC_REQUEST').payload).toMatchObject({ params: [{ value: '0xde0b6b3a7640000' }] })
  })
})

describe('timeouts (SPEC §9)', () => {
  test('the frame never ready: after 20 s iframe_load_failed aborts every pending request', async () => {
    const { client, timeouts } = setup({}, { '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' })
    const chain = track(client.getChainId())
    const rpc = track(client.request({ method: 'eth_blockNumber', params: [] }))
    const theme = track(client.syncTheme({ themeMode: 'dark' }))
    await vi.advanceTimersByTimeAsync(19_999)
    expect(chain.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(timeouts).toEqual(['iframe_load_failed'])
    expect((chain.error as Error).message).toBe('Something went wrong')
    expect((rpc.error as Error).message).toBe('Request was aborted')
    // Theme sync starts no load timer of its own, but the abort takes it too.
    expect((theme.error as Error).message).toBe('Something went wrong')
    expect(client.pendingCount).toBe(0)
  })

  test('a first login whose frame never says READY: after 20 s iframe_load_failed, and the login fails', async () => {
    const { client, timeouts, frame } = setup()
    const login = track(client.connectEmail({ email: 'new@example.com' }))
    await vi.advanceTimersByTimeAsync(19_999)
    expect(frame.mounted).toHaveLength(1)
    expect(login.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(timeouts).toEqual(['iframe_load_failed'])
    expect((login.error as Error).message).toBe('Something went wrong')
    expect(client.pendingCount).toBe(0)
  })

  test('a login waiting on READY and a request queued beside it time out once', async () => {
    const { client, timeouts } = setup()
    const login = track(client.connectEmail({ email: 'new@example.com' }))
    const chain = track(client.getChainId())
    await vi.advanceTimersByTimeAsync(20_000)
    expect(timeouts).toEqual(['iframe_load_failed'])
    expect(login.settled && chain.settled).toBe(true)
  })

  test('theme sync, dapp sync and set-preferred-account alone never time out on load', async () => {
    const { client, timeouts } = setup({}, { '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' })
    const theme = track(client.syncTheme({ themeMode: 'dark' }))
    const dapp = track(client.syncDappData({ projectId: 'p1' }))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(timeouts).toEqual([])
    expect(theme.settled || dapp.settled).toBe(false)
  })

  test('connect email/device/OTP/social/redirect time out after 30 s as iframe_request_timeout; others do not', async () => {
    const { client, timeouts } = await readyClient()
    const chain = track(client.getChainId())
    await vi.advanceTimersByTimeAsync(0)
    const otp = track(client.connectOtp({ otp: '123456' }))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(otp.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(timeouts).toEqual(['iframe_request_timeout'])
    expect((otp.error as FrameClientError).reason).toBe('iframe_request_timeout')
    expect((chain.error as Error).message).toBe('Something went wrong')
  })

  test('the frame refusing the page origin is the unverified_domain reason and aborts all', async () => {
    const { client, frame, timeouts } = await readyClient()
    const rpc = track(client.request({ method: 'personal_sign', params: ['0x68', USER.address] }))
    const chain = track(client.getChainId())
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('GET_CHAIN_ID', { message: 'Unauthorized: origin not allowed' }, 'ERROR')
    await vi.advanceTimersByTimeAsync(0)
    expect(timeouts).toEqual(['unverified_domain'])
    expect((rpc.error as Error).message).toBe('Request was aborted')
    expect((chain.error as Error).message).toBe('Something went wrong')
  })
})

type FrameClientError = Error & { reason?: string }

describe('email login (SPEC §4, §5)', () => {
  test('connect email, OTP, then the user: login stored, last email time cleared', async () => {
    const { client, frame, storage } = setup({ dappData: { projectId: 'p1', sdkType: 'openappkit' } })
    const submittedAt = Date.now()
    const login = track(client.connectEmail({ email: 'ada@example.com' }))
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    frame.answer('SYNC_DAPP_DATA')
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [1, 10] })
    await vi.advanceTimersByTimeAsync(0)
    expect(storage.map.get('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('1,10')
    expect(frame.last('CONNECT_EMAIL').payload).toEqual({ email: 'ada@example.com' })
    frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
    await vi.advanceTimersByTimeAsync(0)
    expect(login.value).toEqual({ action: 'VERIFY_OTP' })
    // The wait counts from the submit, not from the frame's answer.
    expect(storage.map.get('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')).toBe(String(submittedAt))

    const otp = track(client.connectOtp({ otp: '123456' }))
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('CONNECT_OTP')
    await vi.advanceTimersByTimeAsync(0)
    expect(otp.settled).toBe(true)

    const user = track(client.connect())
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.last('GET_USER').payload).toMatchObject({ chainId: 1 })
    frame.answer('GET_USER', USER)
    await vi.advanceTimersByTimeAsync(0)
    expect(user.value).toMatchObject(USER)
    expect(Object.fromEntries(storage.map)).toMatchObject({
      '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true',
      '@appkit-wallet/EMAIL': 'ada@example.com',
      '@appkit-wallet/LAST_USED_CHAIN_KEY': '31337',
    })
    expect(storage.map.has('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')).toBe(false)
  })

  test('a second email within 30 s is refused with the seconds left, rounded up, and posts nothing', async () => {
    const { client, frame, storage } = await readyClient()
    const now = Date.now()
    storage.map.set('@appkit-wallet/LAST_EMAIL_LOGIN_TIME', String(now - 500))
    await expect(client.connectEmail({ email: 'ada@example.com' })).rejects.toThrow(
      'Please try again after 30 seconds',
    )
    vi.setSystemTime(now + 29_000)
    await expect(client.connectEmail({ email: 'ada@example.com' })).rejects.toThrow(
      'Please try again after 1 seconds',
    )
    expect(frame.posted.some((p) => p.message.type === '@w3m-app/CONNECT_EMAIL')).toBe(false)
    vi.setSystemTime(now + 29_500)
    const allowed = track(client.connectEmail({ email: 'ada@example.com' }))
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [] })
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.last('CONNECT_EMAIL')).toBeDefined()
    expect(allowed.settled).toBe(false)
  })

  test('a second email while the first is in flight posts nothing; a refused one leaves no wait', async () => {
    const { client, frame, storage } = await readyClient()
    const first = track(client.connectEmail({ email: 'ada@example.com' }))
    const second = track(client.connectEmail({ email: 'ada@example.com' }))
    await vi.advanceTimersByTimeAsync(0)
    expect((second.error as Error).message).toBe('Please try again after 30 seconds')
    frame.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [] })
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.posted.filter((p) => p.message.type === '@w3m-app/CONNECT_EMAIL')).toHaveLength(1)
    frame.answer('CONNECT_EMAIL', { message: 'Mail service down' }, 'ERROR')
    await vi.advanceTimersByTimeAsync(0)
    expect((first.error as Error).message).toBe('Mail service down')
    expect(storage.map.has('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')).toBe(false)
    expect(client.secondsToNextEmailLogin()).toBe(0)
  })

  test('an invalid email creates no frame and stores nothing', async () => {
    const { client, frame, storage } = setup()
    await expect(client.connectEmail({ email: 'not-an-email' })).rejects.toThrow('Invalid email address')
    expect(client.state).toBe('not-created')
    expect(frame.mounted).toEqual([])
    expect(storage.map.size).toBe(0)
  })

  test('IsConnected false or failing forgets the login', async () => {
    const stored = {
      '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true',
      '@appkit-wallet/EMAIL': 'ada@example.com',
      '@appkit-wallet/LAST_USED_CHAIN_KEY': '10',
    }
    const a = await readyClient({}, stored)
    const no = track(a.client.isConnected())
    await vi.advanceTimersByTimeAsync(0)
    a.frame.answer('IS_CONNECTED', { isConnected: false })
    await vi.advanceTimersByTimeAsync(0)
    expect(no.value).toBe(false)
    expect(a.storage.map.size).toBe(0)

    const b = await readyClient({}, stored)
    const failed = track(b.client.isConnected())
    await vi.advanceTimersByTimeAsync(0)
    b.frame.answer('IS_CONNECTED', { message: 'session expired' }, 'ERROR')
    await vi.advanceTimersByTimeAsync(0)
    expect((failed.error as Error).message).toBe('session expired')
    expect(b.storage.map.size).toBe(0)

    const c = setup()
    expect(await c.client.isConnected()).toBe(false)
    expect(c.frame.posted).toEqual([])
  })

  test('disconnect forgets the login at once and waits for sign-out at most 3 s', async () => {
    const { client, frame, storage } = await readyClient(
      {},
      { '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' },
    )
    const out = track(client.disconnect())
    expect(storage.map.has('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBe(false)
    await vi.advanceTimersByTimeAsync(2_999)
    expect(out.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(out.settled).toBe(true)
    expect(out.error).toBeUndefined()

    const again = track(client.disconnect())
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('SIGN_OUT')
    await vi.advanceTimersByTimeAsync(0)
    expect(again.settled).toBe(true)
  })

  test('smart-account networks fall back to none; the preferred account to EOA', async () => {
    const { client, frame, storage } = await readyClient()
    const networks = track(client.getSmartAccountEnabledNetworks())
    const preferred = track(client.setPreferredAccount('smartAccount'))
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { message: 'down' }, 'ERROR')
    frame.answer('SET_PREFERRED_ACCOUNT', { message: 'no' }, 'ERROR')
    await vi.advanceTimersByTimeAsync(0)
    expect(networks.value).toEqual([])
    expect(storage.map.get('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('')
    expect(preferred.value).toEqual({ type: 'eoa' })
  })

  test('storage that throws does not break a login', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, frame } = await readyClient({ storage: throwing })
    const user = track(client.connect({ chainId: 10 }))
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [] })
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('GET_USER', USER)
    await vi.advanceTimersByTimeAsync(0)
    expect(user.value).toMatchObject(USER)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('closing the modal rejects the requests awaiting approval (SPEC §2, §4)', () => {
  test('unsafe requests the frame does not have yet are aborted; reads go on', async () => {
    const { client, frame } = setup({}, { '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' })
    // Held before READY: nothing has reached the frame.
    const sign = track(client.request({ method: 'personal_sign', params: ['0x68', USER.address] }))
    const read = track(client.request({ method: 'eth_blockNumber', params: [] }))
    await vi.advanceTimersByTimeAsync(0)
    client.rejectRpcRequests()
    await vi.advanceTimersByTimeAsync(0)
    expect((sign.error as Error).message).toBe('Request was aborted')
    expect(read.settled).toBe(false)
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    const sent = frame.posted.filter((p) => p.message.type === '@w3m-app/RPC_REQUEST')
    expect(sent.map((p) => (p.message.payload as { method: string }).method)).toEqual(['eth_blockNumber'])
  })

  test('an unsafe request the frame already holds: the frame is asked to stop it, and its answer decides', async () => {
    const { client, frame } = await readyClient()
    const send = track(client.request({ method: 'eth_sendTransaction', params: [{ to: USER.address }] }))
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.last('RPC_REQUEST')).toBeDefined()
    client.rejectRpcRequests()
    await vi.advanceTimersByTimeAsync(0)
    expect(send.settled).toBe(false)
    expect(frame.posted.filter((p) => p.message.type === '@w3m-app/RPC_ABORT')).toHaveLength(1)
    const hash = `0x${'12'.repeat(32)}`
    frame.answer('RPC_REQUEST', hash)
    await vi.advanceTimersByTimeAsync(0)
    expect(send.value).toBe(hash)
  })
})
