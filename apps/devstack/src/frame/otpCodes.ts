import { randomInt } from 'node:crypto'
import { badRequest } from '../http.ts'
import type { Mailbox } from './mailbox.ts'

const OTP_TTL_MS = 10 * 60 * 1000
const MAX_OTP_ATTEMPTS = 5

/**
 * The six-digit codes the frame service mails: single use, 10 minutes, 5 tries. Each code is
 * kept under a purpose and an address, so a login code never confirms an email change.
 */
export class OtpCodes {
  readonly #mailbox: Mailbox
  readonly #codes = new Map<string, { code: string; expires: number; attempts: number }>()

  constructor(mailbox: Mailbox) {
    this.#mailbox = mailbox
  }

  /** Mails a new code to `to` (the previous one for the same purpose stops working). */
  send(purpose: string, to: string, subject: string, text: (code: string) => string): void {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    this.#codes.set(`${purpose}:${to}`, { code, expires: Date.now() + OTP_TTL_MS, attempts: 0 })
    this.#mailbox.send({ to, subject, text: text(code), otp: code })
  }

  /** Throws the reason a code is refused; a right code is used up. */
  verify(purpose: string, to: string, otp: string): void {
    const key = `${purpose}:${to}`
    const entry = this.#codes.get(key)
    if (!entry || entry.expires < Date.now())
      throw badRequest('The code has expired: ask for a new one', 'otp')
    entry.attempts++
    if (entry.attempts > MAX_OTP_ATTEMPTS) {
      this.#codes.delete(key)
      throw badRequest('Too many attempts: ask for a new code', 'otp')
    }
    if (entry.code !== otp) throw badRequest('Invalid code', 'otp')
    this.#codes.delete(key)
  }
}
