import type { Devstack, Mail } from '@openappkit/devstack'

export type TestMailbox = {
  /** Every mail the embedded wallet sent to `email`, oldest first. */
  list(email: string): Mail[]
  /**
   * Waits for the next mail to `email` carrying `field` (the login code, or the link that
   * approves a new device) that this mailbox has not handed out yet, and returns that field.
   */
  next(email: string, field: 'otp' | 'approveUrl', options?: { timeout?: number }): Promise<string>
}

/** The embedded wallet's mails as a test reads them: the devstack keeps them, nothing is sent. */
export function createTestMailbox(devstack: Pick<Devstack, 'mailbox'>): TestMailbox {
  const handedOut = new Map<string, number>()
  return {
    list: (email) => devstack.mailbox(email),
    async next(email, field, { timeout = 10_000 } = {}) {
      const deadline = Date.now() + timeout
      for (;;) {
        const after = handedOut.get(email) ?? 0
        const mail = devstack.mailbox(email).find((m) => m.id > after && m[field])
        if (mail?.[field]) {
          handedOut.set(email, mail.id)
          return mail[field]
        }
        if (Date.now() > deadline)
          throw new Error(`No mail with ${field} reached ${email} within ${timeout} ms`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}
