// Loaded on use, it reaches core's entries as the flows' module does (flows/lazyFlows.ts): every
// module loaded on use is an entry to an app's bundler, and one that reaches only part of core
// splits the app's first chunks by it (more files, more gzip; react/src/modal/README.md, "Size").
import '../exports/index'
import '../exports/internal'
import '../exports/query'

import * as z from 'zod/mini'
import { builtSchema } from '../utils/lazySchema'

export const emailSchema = /* @__PURE__ */ builtSchema(() => z.email({ error: 'Invalid email address' }))
export const otpSchema = /* @__PURE__ */ builtSchema(() =>
  z.string({ error: 'OTP must be a string' }).check(z.minLength(1, { error: 'OTP must be a string' })),
)

export function isValidEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}

export function isValidOtp(value: unknown): value is string {
  return otpSchema.safeParse(value).success
}
