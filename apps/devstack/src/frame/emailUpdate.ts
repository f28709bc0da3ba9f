import { badRequest } from '../http.ts'
import type { EmailLogin } from './emailLogin.ts'
import type { OtpCodes } from './otpCodes.ts'

/**
 * Changing a wallet's email, as the hosted service runs it: a code to the current address
 * proves the owner asks (VERIFY_PRIMARY_OTP), then a code to the new one proves it is theirs;
 * only then does the wallet move to the new address. The new address is the one named at the
 * start: the codes cannot confirm another. Codes as the login's (single use, 10 min, 5 tries).
 */
export class EmailUpdate {
  readonly #login: EmailLogin
  readonly #codes: OtpCodes
  /** current email → the change asked for, and whether the current address confirmed it */
  readonly #pending = new Map<string, { to: string; confirmed: boolean }>()

  constructor(login: EmailLogin, codes: OtpCodes) {
    this.#login = login
    this.#codes = codes
  }

  start(email: string, newEmail: string): 'VERIFY_PRIMARY_OTP' {
    if (!this.#login.accounts.has(email)) throw badRequest('No wallet is registered for this email', 'email')
    if (newEmail === email) throw badRequest('The new email is the same as the current one', 'newEmail')
    this.#checkFree(newEmail)
    this.#pending.set(email, { to: newEmail, confirmed: false })
    this.#codes.send(
      'update-primary',
      email,
      'Confirm your email change',
      (code) => `Someone asked to change your wallet's email to ${newEmail}. Your code is ${code}`,
    )
    return 'VERIFY_PRIMARY_OTP'
  }

  /** The code from the current address; then the new address gets its own code. */
  confirmPrimary(email: string, otp: string): void {
    const pending = this.#pending.get(email)
    if (!pending) throw badRequest('No email change in progress', 'email')
    this.#codes.verify('update-primary', email, otp)
    pending.confirmed = true
    this.#codes.send(
      'update-secondary',
      pending.to,
      'Verify your new email',
      (code) => `Your code to use this address for your wallet is ${code}`,
    )
  }

  /** The code from the new address: the wallet is now the new address's. */
  confirmSecondary(email: string, otp: string): string {
    const pending = this.#pending.get(email)
    if (!pending?.confirmed)
      throw badRequest('Confirm the change with the code sent to your current email first', 'otp')
    this.#codes.verify('update-secondary', pending.to, otp)
    // Another login may have taken the address since the change began.
    this.#checkFree(pending.to)
    this.#pending.delete(email)
    this.#login.accounts.delete(email)
    this.#login.accounts.add(pending.to)
    return pending.to
  }

  #checkFree(email: string): void {
    if (this.#login.accounts.has(email)) throw badRequest('This email is already in use', 'newEmail')
  }
}
