import { STORAGE_PREFIX, storageKeys } from './constants.ts'

/** The part of the Web Storage API the client uses; `localStorage` by default. */
export type FrameStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The login flags the page keeps (email-login-used flag, email, last email login time,
 * last used chain, smart-account networks). Storage failures (quota, private mode, a blocked
 * `localStorage`) are swallowed with a console note: a login must not fail
 * because a flag could not be written.
 */
export class LoginStorage {
  readonly #storage: FrameStorage | undefined

  constructor(storage: FrameStorage | undefined) {
    this.#storage = storage
  }

  get(key: keyof typeof storageKeys): string | undefined {
    try {
      return this.#storage?.getItem(STORAGE_PREFIX + storageKeys[key]) ?? undefined
    } catch (error) {
      console.warn('[openappkit] could not read storage', error)
      return undefined
    }
  }

  set(key: keyof typeof storageKeys, value: string): void {
    try {
      this.#storage?.setItem(STORAGE_PREFIX + storageKeys[key], value)
    } catch (error) {
      console.warn('[openappkit] could not write storage', error)
    }
  }

  delete(key: keyof typeof storageKeys): void {
    try {
      this.#storage?.removeItem(STORAGE_PREFIX + storageKeys[key])
    } catch (error) {
      console.warn('[openappkit] could not write storage', error)
    }
  }

  /** Forgets the login: IsConnected false or failing, and disconnect. */
  clearLogin(): void {
    for (const key of ['emailLoginUsed', 'email', 'lastUsedChain', 'socialUsername'] as const)
      this.delete(key)
  }

  setLoginSuccess(email: string | null | undefined): void {
    if (email) this.set('email', email)
    this.set('emailLoginUsed', 'true')
    this.delete('lastEmailLoginTime')
  }

  /** A number for EVM chain ids ("1" → 1), the string as stored otherwise (a Solana reference). */
  lastUsedChainId(): string | number | undefined {
    const stored = this.get('lastUsedChain')
    if (stored === undefined || stored === '') return undefined
    return /^\d+$/.test(stored) ? Number(stored) : stored
  }
}
