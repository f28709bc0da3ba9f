import type { Mail } from '../frame/index.ts'
import type { DevstackInfo } from './devstackInfo.ts'

/**
 * The mails the secure frame sent to `email` (codes, device-approval links), oldest first, read
 * over the devstack's loopback endpoint (`GET /mailbox?email=`): `devstack.mailbox()` cannot
 * reach a test from the global setup's process.
 */
export async function mailbox(devstack: Pick<DevstackInfo, 'urls'>, email: string): Promise<Mail[]> {
  const response = await fetch(`${devstack.urls.mailbox}?${new URLSearchParams({ email })}`)
  if (!response.ok) throw new Error(`the devstack's mailbox answered ${response.status}`)
  const { messages } = (await response.json()) as { messages: Mail[] }
  return messages
}
