import type { CaipNetworkId } from '../networks/types.ts'
import { arrayOf, type Check, literal, objectOf, optional, refine, text } from '../validators/checks.ts'
import type { SiwxMessageData, SiwxSession } from './types.ts'

// Bounds keep a hostile store or server from handing the SDK megabytes to hold and render.
const isoTime = refine(text(64), (value) => !Number.isNaN(Date.parse(value)), 'Not a date')
const pattern = (max: number, regex: RegExp) =>
  refine(text(max), (value) => regex.test(value), `Invalid string: must match pattern ${regex}`)

/** 8 to 128 letters and digits: what a nonce may be, from a store or from a server. */
export const siwxNonceCheck = pattern(128, /^[a-zA-Z0-9]{8,}$/)

/** A session as storage or an app's server hands it back: checked before it is believed. */
export const siwxSessionCheck = objectOf<SiwxSession>(
  {
    data: objectOf<SiwxMessageData>(
      {
        domain: text(256),
        accountAddress: text(128),
        chainId: pattern(128, /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/) as Check<CaipNetworkId>,
        uri: text(2048),
        version: literal('1'),
        nonce: siwxNonceCheck,
        issuedAt: isoTime,
        expirationTime: optional(isoTime),
        notBefore: optional(isoTime),
        statement: optional(text(1024, 0)),
        requestId: optional(text(256, 0)),
        resources: optional(arrayOf(text(2048), { max: 32 })),
      },
      'keep',
    ),
    message: text(8192),
    signature: text(1024),
  },
  'drop',
)
