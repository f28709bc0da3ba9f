// zod's email rule (`z.email()`'s default pattern), so the address is judged as before.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && emailPattern.test(value)
}

export function isValidOtp(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}
