import { z } from 'zod'

// The shapes of inbound frames, checked before anything acts on them. Clients add fields over
// time (attestation, the transaction-verification fields such as correlationId, chainId,
// txHashes), so params objects are loose: unknown members are accepted and ignored.

const id = z.union([z.string(), z.number(), z.bigint()])

export const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id,
  method: z.string().min(1),
  params: z.unknown().optional(),
})

export type InboundRequest = z.output<typeof requestSchema>

/** The client's answer to one of our irn_subscription pushes. */
export const responseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id,
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

export const topic = z.string().min(1).max(256)
/** Encrypted envelopes are base64 (or base64url in link mode); the relay never reads them. */
const message = z.string().min(1)
/** Seconds. The hosted relay rejects TTLs outside 5 minutes..30 days; this one accepts any. */
const ttl = z.number().int().positive()
const tag = z.number().int().nonnegative()

const publishOptions = {
  ttl,
  tag: tag.optional(),
  prompt: z.boolean().optional(),
  attestation: z.string().optional(),
}

export const subscribeParams = z.looseObject({ topic })
export const unsubscribeParams = z.looseObject({ topic, id: z.string().optional() })
export const batchSubscribeParams = z.looseObject({ topics: z.array(topic).min(1).max(500) })
export const batchUnsubscribeParams = z.looseObject({
  subscriptions: z.array(z.looseObject({ topic, id: z.string().optional() })).min(1),
})
export const batchFetchParams = z.looseObject({ topics: z.array(topic).min(1).max(500) })

export const publishParams = z.looseObject({ topic, message, ...publishOptions })
export const batchPublishParams = z.looseObject({ messages: z.array(publishParams).min(1) })

/** wc_proposeSession: the dapp's proposal, relayed on the pairing topic. */
export const proposeSessionParams = z.looseObject({
  pairingTopic: topic,
  sessionProposal: message,
  ...publishOptions,
  ttl: ttl.optional(),
})

/** wc_approveSession: the wallet's answer on the pairing topic plus the settle request on the new session topic. */
export const approveSessionParams = z.looseObject({
  pairingTopic: topic,
  sessionTopic: topic,
  sessionProposalResponse: message,
  sessionSettlementRequest: message,
  ...publishOptions,
  ttl: ttl.optional(),
})

/** The JWT claims the relay reads from the `auth` query parameter (`iss` is the client's did:key). */
export const authClaims = z.looseObject({ iss: z.string().min(1) })
