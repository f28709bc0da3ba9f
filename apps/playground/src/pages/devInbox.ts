import { useEffect, useState } from 'react'
import { devstackUrls } from '../devstackUrls'

export type Mail = { id: number; subject: string; otp?: string; approveUrl?: string }

/** The devstack's mails to `email` (its stand-in inbox), newest first, read again each second. */
export function useDevInbox(email: string | undefined): Mail[] {
  const [mails, setMails] = useState<Mail[]>([])
  useEffect(() => {
    setMails([])
    if (!email) return
    let stopped = false
    const read = async () => {
      const response = await fetch(`${devstackUrls.mailbox}?email=${encodeURIComponent(email)}`).catch(
        () => null,
      )
      const body = (await response?.json().catch(() => null)) as { messages?: Mail[] } | null
      if (!stopped && body?.messages) setMails([...body.messages].reverse())
    }
    void read()
    const timer = setInterval(read, 1_000)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [email])
  return mails
}
