import {
  APP_EVENT_PREFIX,
  connectTimeoutRequests,
  FRAME_EVENT_PREFIX,
  type FrameRequestName,
  type FrameTimeoutReason,
  frameConnectTimeoutMs,
  frameErrorMessages,
  frameLoadTimeoutMs,
  frameReadyDelayMs,
  isSafeRpcMethod,
  loadTimeoutExempt,
  signOutWaitMs,
  unverifiedDomainMessage,
} from './constants.ts'
import { secondsToNextEmailLogin } from './emailThrottle.ts'
import { EmailThrottleError, FrameError } from './errors.ts'
import { browserFrameHost, type FrameHost, type FrameMessageEvent, type MountedFrame } from './frameHost.ts'
import { LogBuffer, type LogEntry } from './logBuffer.ts'
import { type FrameStorage, LoginStorage } from './loginStorage.ts'
import type { FrameRequests, FrameResponses, RpcRequest } from './messages.ts'
import {
  errorPayload,
  type FrameUser,
  frameEnvelope,
  readyPayload,
  requestSchemas,
  responseSchemas,
  rpcResultSchema,
} from './schemas.ts'

export type FrameState = 'not-created' | 'created' | 'ready'

export type FrameClientOptions = {
  projectId: string
  /** The frame page; its origin is the only one answers are taken from. */
  frameUrl: string
  /** The chain the frame starts on (a CAIP-2 id or an EVM chain id). */
  chainId?: string | number
  /** `enableLogger` in the frame URL, and whether this client keeps logs. Default true. */
  enableLogger?: boolean
  /** Default `localStorage` (none outside a browser). */
  storage?: FrameStorage
  /** Default: the page's window and document. */
  host?: FrameHost
  /** The RPC endpoint the frame should use for a chain; sent with each request that names one. */
  getRpcUrl?: (chainId: string | number | undefined) => string | undefined
  /** Each reason becomes an alert. Every pending request is aborted before this is called. */
  onTimeout?: (reason: FrameTimeoutReason) => void
  /** Sent once the frame is ready (SYNC_DAPP_DATA). */
  dappData?: FrameRequests['SYNC_DAPP_DATA']
  /** The version query parameter; the frame may use it to pick its protocol. */
  version?: string
}

type Pending = {
  name: FrameRequestName
  method: string | undefined
  posted: boolean
  timers: ReturnType<typeof setTimeout>[]
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

function serializeBigInts(value: unknown): unknown {
  if (typeof value === 'bigint') return `0x${value.toString(16)}`
  if (Array.isArray(value)) return value.map(serializeBigInts)
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serializeBigInts(v)]))
  }
  return value
}

function frameOriginOf(frameUrl: string): string {
  let url: URL | undefined
  try {
    url = new URL(frameUrl)
  } catch {}
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    throw new FrameError(`Invalid frame URL: ${frameUrl}`)
  return url.origin
}

/**
 * The app side of the secure frame: its lifecycle, messages and timeouts. One instance
 * per app. Answers are taken only from the mounted frame's window at the frame URL's exact
 * origin, only for an id this client sent and has not seen answered, and only when the payload
 * passes its schema: anything else is dropped without touching state.
 */
export class FrameClient {
  readonly frameOrigin: string
  /** The frame page this client loads (core checks it against `services.authFrame`). */
  readonly frameUrl: string
  readonly logs = new LogBuffer()
  readonly storage: LoginStorage
  #options: FrameClientOptions
  #host: FrameHost | undefined
  #frame: MountedFrame | undefined
  #unlisten: (() => void) | undefined
  #state: FrameState = 'not-created'
  #pending = new Map<string, Pending>()
  #ready: { promise: Promise<void>; resolve: () => void }
  #readyTimer: ReturnType<typeof setTimeout> | undefined
  #init: Promise<void> | undefined
  #initialized = false
  #stateListeners = new Set<(state: FrameState) => void>()
  /** Waits on READY (see `#loaded`): a timeout or an abort rejects them with the requests. */
  #loadWaiters = new Set<(error?: Error) => void>()
  #user: FrameUser | undefined

  constructor(options: FrameClientOptions) {
    if (typeof options.projectId !== 'string' || options.projectId === '')
      throw new FrameError('A project id is required for the embedded wallet')
    this.frameOrigin = frameOriginOf(options.frameUrl)
    this.frameUrl = options.frameUrl
    this.#options = options
    this.#host = options.host ?? browserFrameHost()
    this.storage = new LoginStorage(
      options.storage ?? (typeof localStorage === 'undefined' ? undefined : globalThis.localStorage),
    )
    let resolve!: () => void
    this.#ready = { promise: new Promise<void>((r) => (resolve = r)), resolve }
    // A returning user's frame starts at once; everyone else's on their first login action.
    if (this.getLoginEmailUsed()) this.createFrame()
  }

  get state(): FrameState {
    return this.#state
  }

  get user(): FrameUser | undefined {
    return this.#user
  }

  /** Called on each lifecycle step; returns the unsubscribe. */
  onStateChange(listener: (state: FrameState) => void): () => void {
    this.#stateListeners.add(listener)
    return () => this.#stateListeners.delete(listener)
  }

  /** How many requests await an answer (for tests and for the close rule). */
  get pendingCount(): number {
    return this.#pending.size
  }

  /** Mounts the frame (once). Outside a browser, with no host, there is nothing to mount. */
  createFrame(): void {
    if (this.#state !== 'not-created' || !this.#host) return
    const url = new URL(this.#options.frameUrl)
    url.searchParams.set('projectId', this.#options.projectId)
    url.searchParams.set('chainId', String(this.#options.chainId ?? this.storage.lastUsedChainId() ?? 1))
    url.searchParams.set('version', this.#options.version ?? '1')
    url.searchParams.set('enableLogger', String(this.#options.enableLogger ?? true))
    this.#unlisten = this.#host.listen(this.#onMessage)
    this.#frame = this.#host.mount(url.toString(), () => this.#abortAll(frameErrorMessages.loadFailed))
    this.#setState('created')
  }

  /** Creates the frame if needed, waits for it to be ready, then syncs dapp data and smart-account networks. */
  init(): Promise<void> {
    if (this.#initialized) return Promise.resolve()
    this.createFrame()
    this.#init ??= (async () => {
      await this.#loaded()
      if (this.#options.dappData) await this.#send('SYNC_DAPP_DATA', this.#options.dappData).catch(() => {})
      await this.getSmartAccountEnabledNetworks()
      this.#initialized = true
    })().finally(() => {
      this.#init = undefined
    })
    return this.#init
  }

  /**
   * The frame's READY. A request waiting on it (a first login) times out like any other: after
   * 20 s without it, `iframe_load_failed` (its `onTimeout`, every pending request aborted).
   */
  #loaded(): Promise<void> {
    if (this.#state === 'ready') return Promise.resolve()
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => this.#timeout('iframe_load_failed'), frameLoadTimeoutMs)
      const settle = (error?: Error) => {
        clearTimeout(timer)
        this.#loadWaiters.delete(settle)
        if (error) reject(error)
        else resolve()
      }
      this.#loadWaiters.add(settle)
      void this.#ready.promise.then(() => settle())
    })
  }

  getLoginEmailUsed(): boolean {
    return this.storage.get('emailLoginUsed') === 'true'
  }

  getEmail(): string | undefined {
    return this.storage.get('email')
  }

  getUsername(): string | undefined {
    return this.storage.get('socialUsername')
  }

  getLastUsedChainId(): string | number | undefined {
    return this.storage.lastUsedChainId()
  }

  /** Seconds before another email login may be sent (the email throttle); 0 when allowed now. */
  secondsToNextEmailLogin(): number {
    const last = Number(this.storage.get('lastEmailLoginTime'))
    return secondsToNextEmailLogin(Number.isNaN(last) || last === 0 ? undefined : last, Date.now())
  }

  async connectEmail(payload: FrameRequests['CONNECT_EMAIL']): Promise<FrameResponses['CONNECT_EMAIL']> {
    this.#validate('CONNECT_EMAIL', payload)
    const wait = this.secondsToNextEmailLogin()
    if (wait > 0) throw new EmailThrottleError(wait)
    // Marked before anything is sent: a second submit while this one is in flight is throttled
    // rather than mailing a second code that would void the first.
    const previous = this.storage.get('lastEmailLoginTime')
    this.storage.set('lastEmailLoginTime', String(Date.now()))
    try {
      await this.init()
      return await this.#send('CONNECT_EMAIL', payload)
    } catch (error) {
      // Refused or never sent: no mail went out, so no wait either. After a timeout one may have.
      if (!(error instanceof FrameError && error.reason)) {
        if (previous === undefined) this.storage.delete('lastEmailLoginTime')
        else this.storage.set('lastEmailLoginTime', previous)
      }
      throw error
    }
  }

  connectDevice(): Promise<FrameResponses['CONNECT_DEVICE']> {
    return this.#send('CONNECT_DEVICE', undefined)
  }

  connectOtp(payload: FrameRequests['CONNECT_OTP']): Promise<FrameResponses['CONNECT_OTP']> {
    return this.#send('CONNECT_OTP', payload)
  }

  /** After the OTP (or on load for a returning user): fetches the user and stores the login. */
  async connect(
    payload: { chainId?: string | number; preferredAccountType?: string; socialUri?: string } = {},
  ): Promise<FrameUser> {
    if (payload.socialUri) {
      await this.init()
      const user = await this.#send('CONNECT_SOCIAL', {
        uri: payload.socialUri,
        preferredAccountType: payload.preferredAccountType,
        ...this.#chain(payload.chainId),
      })
      if (user.userName) this.storage.set('socialUsername', user.userName)
      return this.#loggedIn(user)
    }
    return this.#loggedIn(await this.getUser(payload))
  }

  async getUser(
    payload: { chainId?: string | number; preferredAccountType?: string } = {},
  ): Promise<FrameResponses['GET_USER']> {
    await this.init()
    const user = await this.#send('GET_USER', {
      preferredAccountType: payload.preferredAccountType,
      ...this.#chain(payload.chainId),
    })
    this.#user = user
    return user
  }

  async getSocialRedirectUri(
    payload: FrameRequests['GET_SOCIAL_REDIRECT_URI'],
  ): Promise<FrameResponses['GET_SOCIAL_REDIRECT_URI']> {
    this.#validate('GET_SOCIAL_REDIRECT_URI', payload)
    await this.init()
    return this.#send('GET_SOCIAL_REDIRECT_URI', payload)
  }

  async getFarcasterUri(): Promise<FrameResponses['GET_FARCASTER_URI']> {
    await this.init()
    return this.#send('GET_FARCASTER_URI', undefined)
  }

  async connectFarcaster(): Promise<FrameResponses['CONNECT_FARCASTER']> {
    const response = await this.#send('CONNECT_FARCASTER', undefined)
    this.storage.set('socialUsername', response.userName)
    return response
  }

  /** False without the login flag (no frame is asked); false or an error forgets the login. */
  async isConnected(): Promise<boolean> {
    if (!this.getLoginEmailUsed()) return false
    try {
      const { isConnected } = await this.#send('IS_CONNECTED', undefined)
      if (!isConnected) this.storage.clearLogin()
      return isConnected
    } catch (error) {
      this.storage.clearLogin()
      throw error
    }
  }

  async getChainId(): Promise<string | number> {
    const { chainId } = await this.#send('GET_CHAIN_ID', undefined)
    this.storage.set('lastUsedChain', String(chainId))
    return chainId
  }

  async switchNetwork(chainId: string | number): Promise<FrameResponses['SWITCH_NETWORK']> {
    const response = await this.#send('SWITCH_NETWORK', this.#chain(chainId))
    this.storage.set('lastUsedChain', String(response.chainId))
    return response
  }

  /** Smart-account networks fall back to an empty list on error. Stored comma-joined. */
  async getSmartAccountEnabledNetworks(): Promise<number[]> {
    let networks: number[] = []
    try {
      networks = (await this.#send('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined))
        .smartAccountEnabledNetworks
    } catch (error) {
      this.#log('warn', 'smart-account networks unavailable', error)
    }
    this.storage.set('smartAccountEnabledNetworks', networks.join(','))
    return networks
  }

  initSmartAccount(): Promise<FrameResponses['INIT_SMART_ACCOUNT']> {
    return this.#send('INIT_SMART_ACCOUNT', undefined)
  }

  /** The preferred account type falls back to EOA if setting it fails. */
  async setPreferredAccount(type: FrameRequests['SET_PREFERRED_ACCOUNT']['type']): Promise<{ type: string }> {
    try {
      const response = await this.#send('SET_PREFERRED_ACCOUNT', { type })
      this.storage.set('preferredAccountType', response.type)
      return response
    } catch (error) {
      this.#log('warn', 'setting the preferred account failed; EOA kept', error)
      this.storage.set('preferredAccountType', 'eoa')
      return { type: 'eoa' }
    }
  }

  async updateEmail(payload: FrameRequests['UPDATE_EMAIL']): Promise<FrameResponses['UPDATE_EMAIL']> {
    this.#validate('UPDATE_EMAIL', payload)
    const wait = this.secondsToNextEmailLogin()
    if (wait > 0) throw new EmailThrottleError(wait)
    const response = await this.#send('UPDATE_EMAIL', payload)
    this.storage.set('lastEmailLoginTime', String(Date.now()))
    return response
  }

  updateEmailPrimaryOtp(payload: FrameRequests['UPDATE_EMAIL_PRIMARY_OTP']): Promise<unknown> {
    return this.#send('UPDATE_EMAIL_PRIMARY_OTP', payload)
  }

  async updateEmailSecondaryOtp(
    payload: FrameRequests['UPDATE_EMAIL_SECONDARY_OTP'],
  ): Promise<FrameResponses['UPDATE_EMAIL_SECONDARY_OTP']> {
    const response = await this.#send('UPDATE_EMAIL_SECONDARY_OTP', payload)
    this.storage.setLoginSuccess(response.newEmail)
    return response
  }

  syncTheme(payload: FrameRequests['SYNC_THEME']): Promise<unknown> {
    return this.#send('SYNC_THEME', payload)
  }

  syncDappData(payload: FrameRequests['SYNC_DAPP_DATA']): Promise<unknown> {
    return this.#send('SYNC_DAPP_DATA', payload)
  }

  reload(): Promise<unknown> {
    return this.#send('RELOAD', undefined)
  }

  /**
   * Throws the `FrameError` `request` would get, without sending it: callers that ask the user
   * first check here, so a request the frame would refuse never reaches an approval.
   */
  checkRequest(request: RpcRequest): void {
    this.#validate('RPC_REQUEST', serializeBigInts(request))
  }

  /** An RPC call through the frame. The result is checked per method before it is returned. */
  request(request: RpcRequest): Promise<unknown> {
    return this.#send('RPC_REQUEST', serializeBigInts(request) as RpcRequest)
  }

  /**
   * Closing the modal with no approval pending rejects the open wallet requests that
   * have not reached the frame yet; reads (safe methods) go on. For those the frame already holds
   * it sends RPC_ABORT: the frame stops what it has not signed or sent and answers those as
   * aborted ("Request was aborted"); what it did sign or send still answers with its result, so
   * the app never reports failure for a transaction that lands.
   */
  rejectRpcRequests(): void {
    let held = false
    for (const [id, pending] of this.#pending) {
      if (pending.name !== 'RPC_REQUEST') continue
      if (pending.method && isSafeRpcMethod(pending.method)) continue
      if (pending.posted) {
        held = true
        continue
      }
      this.#settle(id)
      pending.reject(new FrameError(frameErrorMessages.rpcAborted))
    }
    if (held)
      this.#send('RPC_ABORT', undefined).catch((error: unknown) =>
        this.#log('error', 'RPC_ABORT failed', error),
      )
  }

  /** Forgets the login at once, then waits for the frame's sign-out at most 3 s. */
  async disconnect(): Promise<void> {
    this.storage.clearLogin()
    this.#user = undefined
    if (this.#state === 'not-created') return
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      await Promise.race([
        this.#send('SIGN_OUT', undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, signOutWaitMs)
        }),
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  /** Unmounts the frame and rejects what is pending. */
  destroy(): void {
    this.#abortAll(frameErrorMessages.aborted)
    this.#unlisten?.()
    this.#frame?.remove()
    this.#frame = undefined
    clearTimeout(this.#readyTimer)
  }

  /**
   * A request's chain and the RPC endpoint the frame should use for it. A login that names no
   * chain asks for the last one used, else the configured one, else 1.
   */
  #chain(chainId = this.getLastUsedChainId() ?? this.#options.chainId ?? 1) {
    return { chainId, rpcUrl: this.#options.getRpcUrl?.(chainId) }
  }

  #loggedIn(user: FrameUser): FrameUser {
    this.storage.setLoginSuccess(user.email)
    this.storage.set('lastUsedChain', String(user.chainId))
    this.#user = user
    return user
  }

  #setState(state: FrameState): void {
    this.#state = state
    for (const listener of this.#stateListeners) {
      try {
        listener(state)
      } catch (error) {
        this.#log('error', 'state listener threw', error)
      }
    }
  }

  #log(level: LogEntry['level'], message: string, data?: unknown): void {
    if (this.#options.enableLogger === false) return
    try {
      this.logs.append({
        level,
        message,
        time: Date.now(),
        data: data instanceof Error ? data.message : data,
      })
    } catch {
      this.logs.append({ level, message: `${message} (entry too large to keep)`, time: Date.now() })
    }
  }

  #validate<N extends FrameRequestName>(name: N, payload: unknown): FrameRequests[N] {
    const result = requestSchemas()[name].safeParse(payload)
    if (!result.success) throw new FrameError(result.error.issues[0]?.message ?? `Invalid ${name} request`)
    return result.data as FrameRequests[N]
  }

  async #send<N extends FrameRequestName>(name: N, payload: FrameRequests[N]): Promise<FrameResponses[N]> {
    const checked = this.#validate(name, payload)
    if (this.#state === 'not-created' || !this.#frame) throw new FrameError(frameErrorMessages.iframeNotSet)
    const id = globalThis.crypto.randomUUID()
    const method = name === 'RPC_REQUEST' ? (checked as RpcRequest).method : undefined
    return new Promise<FrameResponses[N]>((resolve, reject) => {
      const pending: Pending = {
        name,
        method,
        posted: false,
        timers: [],
        resolve: resolve as (value: unknown) => void,
        reject,
      }
      this.#pending.set(id, pending)
      if (this.#state !== 'ready' && !loadTimeoutExempt.includes(name)) {
        pending.timers.push(setTimeout(() => this.#timeout('iframe_load_failed'), frameLoadTimeoutMs))
      }
      void this.#ready.promise.then(() => {
        if (this.#pending.get(id) !== pending) return
        for (const timer of pending.timers) clearTimeout(timer)
        pending.timers = []
        if (connectTimeoutRequests.includes(name)) {
          pending.timers.push(
            setTimeout(() => this.#timeout('iframe_request_timeout'), frameConnectTimeoutMs),
          )
        }
        const target = this.#frame?.window
        if (!target) {
          this.#settle(id)
          reject(new FrameError(frameErrorMessages.iframeNotSet))
          return
        }
        pending.posted = true
        this.#log('info', 'request', { name, id })
        try {
          target.postMessage({ type: APP_EVENT_PREFIX + name, id, payload: checked }, this.frameOrigin)
        } catch (error) {
          this.#settle(id)
          reject(new FrameError(frameErrorMessages.aborted, { cause: error }))
        }
      })
    })
  }

  #settle(id: string): void {
    const pending = this.#pending.get(id)
    if (!pending) return
    for (const timer of pending.timers) clearTimeout(timer)
    this.#pending.delete(id)
  }

  #timeout(reason: FrameTimeoutReason): void {
    this.#log('error', 'frame timeout', reason)
    this.#abortAll(undefined, reason)
    try {
      this.#options.onTimeout?.(reason)
    } catch (error) {
      this.#log('error', 'onTimeout threw', error)
    }
  }

  /** A timeout aborts every pending request; RPC calls say so, the rest say "Something went wrong". */
  #abortAll(message?: string, reason?: FrameTimeoutReason): void {
    for (const settle of [...this.#loadWaiters])
      settle(new FrameError(message ?? frameErrorMessages.aborted, reason ? { reason } : {}))
    const all = [...this.#pending]
    for (const [id] of all) this.#settle(id)
    for (const [, pending] of all) {
      const text =
        message ??
        (pending.name === 'RPC_REQUEST' ? frameErrorMessages.rpcAborted : frameErrorMessages.aborted)
      pending.reject(new FrameError(text, reason ? { reason } : {}))
    }
  }

  #onMessage = (event: FrameMessageEvent): void => {
    try {
      this.#receive(event)
    } catch (error) {
      // Nothing a message holds may throw out of the listener: the page's other listeners run on.
      this.#log('error', 'frame message handling failed', error)
    }
  }

  #receive(event: FrameMessageEvent): void {
    const frameWindow = this.#frame?.window
    if (!frameWindow || event.source !== frameWindow || event.origin !== this.frameOrigin) return
    const envelope = frameEnvelope().safeParse(event.data)
    if (!envelope.success || !envelope.data.type.startsWith(FRAME_EVENT_PREFIX)) return
    const { type, id, payload } = envelope.data
    const name = type.slice(FRAME_EVENT_PREFIX.length)
    if (name === 'READY') {
      if (this.#state !== 'created' || this.#readyTimer !== undefined) return
      if (!readyPayload().safeParse(payload).success) return
      // The frame needs a moment after its ready event before it answers reliably.
      this.#readyTimer = setTimeout(() => {
        this.#setState('ready')
        this.#ready.resolve()
      }, frameReadyDelayMs)
      return
    }
    if (id === undefined) return
    const pending = this.#pending.get(id)
    if (!pending?.posted) return
    if (name === `${pending.name}_SUCCESS`) {
      const rpc = pending.name === 'RPC_REQUEST'
      const schema = rpc ? rpcResultSchema(pending.method ?? '') : responseSchemas()[pending.name]
      const result = schema.safeParse(payload)
      if (!result.success) {
        this.#log('warn', `malformed ${rpc ? 'RPC result' : 'answer'} dropped`, { type, id })
        return
      }
      this.#settle(id)
      pending.resolve(result.data)
    } else if (name === `${pending.name}_ERROR`) {
      const result = errorPayload().safeParse(payload ?? {})
      if (!result.success) {
        this.#log('warn', 'malformed error dropped', { type, id })
        return
      }
      const message = result.data.message || frameErrorMessages.noMessage
      if (message === unverifiedDomainMessage) {
        this.#timeout('unverified_domain')
        return
      }
      this.#settle(id)
      pending.reject(new FrameError(message))
    }
  }
}
