/** One message the relay accepted, as it is stored and pushed. */
export interface RelayedMessage {
  topic: string
  /** The encrypted envelope, opaque to the relay. */
  message: string
  /** Milliseconds since the epoch when the relay accepted it. */
  publishedAt: number
  /** Milliseconds since the epoch after which it is no longer delivered. */
  expiresAt: number
  tag?: number
  attestation?: string
  /** The connection that published it: it never gets its own message back. */
  from: number
  /** The publishing client's id (its did:key), when it said: after a reload the same client, on a new connection, does not get its own messages back either. */
  fromClient?: string
}
