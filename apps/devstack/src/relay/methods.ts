import type { z } from 'zod'
import type { Connection } from './connection.ts'
import type { Hub } from './hub.ts'
import type { RelayedMessage } from './message.ts'
import {
  approveSessionParams,
  batchFetchParams,
  batchPublishParams,
  batchSubscribeParams,
  batchUnsubscribeParams,
  proposeSessionParams,
  publishParams,
  subscribeParams,
  unsubscribeParams,
} from './schema.ts'

// The methods a 2.x client calls. Besides the irn_* relay API, recent sign-clients publish the
// session proposal and the session approval through two dedicated methods that carry the
// encrypted payloads unsplit; the relay fans them out to the right topics itself, with the tags
// the plain irn_publish path would have used. They also subscribe the caller: the dapp creates
// its pairing and the wallet its session topic with `skipSubscribe`, never sending irn_subscribe
// for them, and rely on these two calls to start listening there.

export interface MethodContext {
  hub: Hub
  connection: Connection
  /** Runs `task` after the response is sent, so a subscriber sees its result before any push. */
  afterReply(task: () => void): void
}

type Handler = (params: unknown, context: MethodContext) => unknown

/** Tags of wc_sessionPropose request / response and wc_sessionSettle request. */
const TAG = { proposeRequest: 1100, proposeResponse: 1101, settleRequest: 1102 } as const
/** What publishCustom defaults to when the caller gives no TTL (seconds). */
const DEFAULT_TTL = 300

/** A stored message as irn_batchFetchMessages returns it (undefined members drop out of the JSON). */
function wireMessage(entry: RelayedMessage) {
  const { topic, message, publishedAt, tag, attestation } = entry
  return { topic, message, publishedAt, tag, attestation }
}

function publishOne({ hub, connection }: MethodContext, params: z.output<typeof publishParams>): void {
  const { topic, message, ttl, tag, attestation } = params
  hub.publish(connection, { topic, message, ttl, tag, attestation })
}

export const methods: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  [
    'irn_subscribe',
    (params, context) => {
      const { topic } = subscribeParams.parse(params)
      const id = context.hub.subscribe(context.connection, topic)
      context.afterReply(() => context.hub.deliverWaiting(context.connection, topic))
      return id
    },
  ],
  [
    'irn_batchSubscribe',
    (params, context) => {
      const { topics } = batchSubscribeParams.parse(params)
      const ids = topics.map((topic) => context.hub.subscribe(context.connection, topic))
      context.afterReply(() => {
        for (const topic of topics) context.hub.deliverWaiting(context.connection, topic)
      })
      return ids
    },
  ],
  [
    'irn_unsubscribe',
    (params, { hub, connection }) => {
      const { topic } = unsubscribeParams.parse(params)
      hub.unsubscribe(connection, topic)
      return true
    },
  ],
  [
    'irn_batchUnsubscribe',
    (params, { hub, connection }) => {
      const { subscriptions } = batchUnsubscribeParams.parse(params)
      for (const { topic } of subscriptions) hub.unsubscribe(connection, topic)
      return true
    },
  ],
  [
    'irn_publish',
    (params, context) => {
      publishOne(context, publishParams.parse(params))
      return true
    },
  ],
  [
    'irn_batchPublish',
    (params, context) => {
      const { messages } = batchPublishParams.parse(params)
      for (const message of messages) publishOne(context, message)
      return true
    },
  ],
  [
    'irn_batchFetchMessages',
    (params, { hub, connection }) => {
      const { topics } = batchFetchParams.parse(params)
      const messages = topics.flatMap((topic) => hub.fetchWaiting(connection, topic)).map(wireMessage)
      return { messages, hasMore: false }
    },
  ],
  [
    'wc_proposeSession',
    (params, context) => {
      const { hub, connection } = context
      const p = proposeSessionParams.parse(params)
      // The wallet's answer arrives on the pairing topic.
      hub.subscribe(connection, p.pairingTopic)
      context.afterReply(() => hub.deliverWaiting(connection, p.pairingTopic))
      hub.publish(connection, {
        topic: p.pairingTopic,
        message: p.sessionProposal,
        ttl: p.ttl ?? DEFAULT_TTL,
        tag: p.tag ?? TAG.proposeRequest,
        attestation: p.attestation,
      })
      return true
    },
  ],
  [
    'wc_approveSession',
    (params, context) => {
      const { hub, connection } = context
      const p = approveSessionParams.parse(params)
      const ttl = p.ttl ?? DEFAULT_TTL
      // The dapp's answer to the settle request, and all later traffic, use the session topic.
      hub.subscribe(connection, p.sessionTopic)
      context.afterReply(() => hub.deliverWaiting(connection, p.sessionTopic))
      // The proposal response first: the dapp must learn the session topic before it can
      // subscribe to it and receive the settle request.
      hub.publish(connection, {
        topic: p.pairingTopic,
        message: p.sessionProposalResponse,
        ttl,
        tag: TAG.proposeResponse,
      })
      hub.publish(connection, {
        topic: p.sessionTopic,
        message: p.sessionSettlementRequest,
        ttl,
        tag: TAG.settleRequest,
      })
      return true
    },
  ],
])
