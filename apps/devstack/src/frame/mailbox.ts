/** A mail the devstack "sent": tests and people read it from GET /mailbox instead of an inbox. */
export interface Mail {
  id: number
  to: string
  subject: string
  text: string
  /** The one-time code, when the mail carries one. */
  otp?: string
  /** The device-approval link, when the mail carries one. */
  approveUrl?: string
  sentAt: number
}

const MAX_MAILS = 1000

/** The dev mailbox: every mail the frame service sends, newest last, at most 1000. */
export class Mailbox {
  readonly #mails: Mail[] = []
  #nextId = 1

  send(mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
    const sent = { ...mail, id: this.#nextId++, sentAt: Date.now() }
    this.#mails.push(sent)
    if (this.#mails.length > MAX_MAILS) this.#mails.shift()
    return sent
  }

  /** Mails to one address (case-insensitive), or all. */
  list(to?: string): Mail[] {
    const wanted = to?.toLowerCase()
    return this.#mails.filter((mail) => wanted === undefined || mail.to === wanted)
  }

  clear(): void {
    this.#mails.length = 0
  }
}
