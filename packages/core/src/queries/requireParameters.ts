import { BaseError } from '../errors/base.ts'

/** A query function run without its inputs (possible only through `refetch` on a disabled query). */
export function requireParameters<T>(value: T | undefined, name: string): T {
  if (value === undefined || value === '') throw new BaseError(`${name} is required`)
  return value
}
