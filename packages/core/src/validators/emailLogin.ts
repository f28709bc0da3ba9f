import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages'

ensureZodMessages()

export const emailSchema = z.email({ error: 'Invalid email address' })
export const otpSchema = z
  .string({ error: 'OTP must be a string' })
  .check(z.minLength(1, { error: 'OTP must be a string' }))

export function isValidEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}

export function isValidOtp(value: unknown): value is string {
  return otpSchema.safeParse(value).success
}
