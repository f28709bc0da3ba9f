import * as z from 'zod/mini'
import { lazySchema } from '../utils/lazySchema'
import type { SiwxSession } from './types'

// Bounds keep a hostile store or server from handing the SDK megabytes to hold and render.
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
const isoTime = () => text(64).check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Not a date'))

/** A session as storage or an app's server hands it back: checked before it is believed. */
export const siwxSessionSchema = /* @__PURE__ */ lazySchema(
  () =>
    z.object({
      data: z.looseObject({
        domain: text(256),
        accountAddress: text(128),
        chainId: text(128).check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
        uri: text(2048),
        version: z.literal('1'),
        nonce: text(128).check(z.regex(/^[a-zA-Z0-9]{8,}$/)),
        issuedAt: isoTime(),
        expirationTime: z.optional(isoTime()),
        notBefore: z.optional(isoTime()),
        statement: z.optional(z.string().check(z.maxLength(1024))),
        requestId: z.optional(z.string().check(z.maxLength(256))),
        resources: z.optional(z.array(text(2048)).check(z.maxLength(32))),
      }),
      message: text(8192),
      signature: text(1024),
    }) as unknown as z.ZodMiniType<SiwxSession>,
)
