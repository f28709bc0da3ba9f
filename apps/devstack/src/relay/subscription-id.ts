import { createHash, randomBytes } from 'node:crypto'

// The 2.x client never reads the id we return from irn_subscribe: it computes its own as
// sha256(topic + its client id) and sends that in irn_unsubscribe. Returning the same value
// (when the auth JWT tells us the client id) keeps our pushes' `id` consistent with what the
// client stores; without a client id any unique string does.

export function subscriptionId(topic: string, clientId: string | undefined): string {
  const seed = clientId === undefined ? randomBytes(16).toString('hex') : clientId
  return createHash('sha256')
    .update(topic + seed)
    .digest('hex')
}
