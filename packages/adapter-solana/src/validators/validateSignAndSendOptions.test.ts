import { solanaCommitments } from '@openappkit/core/internal'
import { describe, expect, test } from 'vitest'
import { validateSignAndSendOptions } from './validateSignAndSendOptions.ts'

describe('validateSignAndSendOptions (SPEC §5)', () => {
  test.each(solanaCommitments)('accepts preflightCommitment %s', (preflightCommitment) => {
    expect(validateSignAndSendOptions({ preflightCommitment })).toEqual({ preflightCommitment })
  })

  test('accepts every field with its type, absent fields, and no options at all', () => {
    const options = { skipPreflight: true, preflightCommitment: 'root', maxRetries: 0, minContextSlot: 123 }
    expect(validateSignAndSendOptions(options)).toEqual(options)
    expect(validateSignAndSendOptions({})).toEqual({})
    expect(validateSignAndSendOptions(undefined)).toEqual({})
  })

  test('names every bad field at once', () => {
    const error = (() => {
      try {
        validateSignAndSendOptions({
          skipPreflight: 1,
          preflightCommitment: 'Confirmed',
          maxRetries: Number.NaN,
        })
      } catch (e) {
        return e as Error
      }
    })()
    expect(error?.message).toMatch(/^Invalid solana_signAndSendTransaction options\n\nDetails: /)
    expect(error?.message).toContain('skipPreflight: Invalid input: expected boolean')
    expect(error?.message).toContain('preflightCommitment: Invalid option')
    expect(error?.message).toContain('maxRetries: Invalid input: expected number, received NaN')
  })

  // test.for, not test.each: each spreads an array case, so [] would be tested as undefined.
  test.for([null, 'confirmed', [], 3])('refuses %j as options', (options) => {
    expect(() => validateSignAndSendOptions(options)).toThrow('Invalid solana_signAndSendTransaction options')
  })
})
