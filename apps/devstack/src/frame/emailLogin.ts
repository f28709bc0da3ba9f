import { randomBytes } from 'node:crypto'
import { badRequest } from '../http.ts'
import type { Mailbox } from './mailbox.ts'
import type { OtpCodes } from './otpCodes.ts'

/** CONNECT_DEVICE waits this long for the link to be opened; the client gives up at 30 s. */
const DEVICE_WAIT_MS = 25_000

/**
 * The email side of the embedded wallet's login, as the hosted service runs it: a browser the
 * email has not used before gets a device-approval mail first (VERIFY_DEVICE), then every login
 * gets a six-digit code (VERIFY_OTP). Codes are single use, expire after 10 minutes and allow 5
 * tries. No keys live here: the frame keeps them in its own storage.
 */
export class EmailLogin {
  readonly #mailbox: Mailbox
  readonly #baseUrl: () => string
  /** email → approved device ids */
  readonly #devices = new Map<string, Set<string>>()
  /** approval token → the device it approves */
  readonly #approvals = new Map<string, { email: string; deviceId: string }>()
  readonly #codes: OtpCodes
  /** Emails that own a wallet (logged in once): an email change may not take one of them. */
  readonly accounts = new Set<string>()

  constructor(mailbox: Mailbox, codes: OtpCodes, baseUrl: () => string) {
    this.#mailbox = mailbox
    this.#codes = codes
    this.#baseUrl = baseUrl
  }

  start(email: string, deviceId: string): 'VERIFY_DEVICE' | 'VERIFY_OTP' {
    if (this.#isApproved(email, deviceId)) {
      this.#sendCode(email)
      return 'VERIFY_OTP'
    }
    const token = randomBytes(16).toString('hex')
    this.#approvals.set(token, { email, deviceId })
    const approveUrl = `${this.#baseUrl()}/device/approve?token=${token}`
    this.#mailbox.send({
      to: email,
      subject: 'Approve this device',
      text: `Someone is logging in to your wallet from a new device. Approve it: ${approveUrl}`,
      approveUrl,
    })
    return 'VERIFY_DEVICE'
  }

  approve(token: string): boolean {
    const approval = this.#approvals.get(token)
    if (!approval) return false
    this.#approvals.delete(token)
    const devices = this.#devices.get(approval.email) ?? new Set()
    devices.add(approval.deviceId)
    this.#devices.set(approval.email, devices)
    return true
  }

  /** Resolves once the device is approved (then the code is sent), or fails after 25 s. */
  async waitForDevice(email: string, deviceId: string, signal?: AbortSignal): Promise<void> {
    const until = Date.now() + DEVICE_WAIT_MS
    while (!this.#isApproved(email, deviceId)) {
      if (Date.now() > until || signal?.aborted)
        throw badRequest('The device was not approved in time', 'device')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    this.#sendCode(email)
  }

  verify(email: string, otp: string): void {
    this.#codes.verify('login', email, otp)
    this.accounts.add(email)
  }

  #isApproved(email: string, deviceId: string): boolean {
    return this.#devices.get(email)?.has(deviceId) ?? false
  }

  #sendCode(email: string): void {
    this.#codes.send('login', email, 'Your login code', (code) => `Your code is ${code}`)
  }
}
