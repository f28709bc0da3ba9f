import { describe, expect, test } from 'vitest'
import { solanaCommitments, validateSignAndSendOptions } from './validateSignAndSendOptions'

describe('validateSignAndSendOptions (SPEC §5)', () => {
  test.each(solanaCommitments)('accepts preflightCommitment %s', (preflightCommitment) => {
    expect(validateSignAndSendOptions({ preflightCommitment })).toEqual({ preflightCommitment })
  })

  test('accepts every field with its type, absent fields, and no options at all', () => {
    const options = { skipPreflight: true, preflightCommitment: 'root', maxRetries: 0, minContextSlot: 123 }
    expect(validateSignAndSendOptions(options)).toEqual(options)
    expect(validateSignAndSendOptions({ maxRetries: undefined })).toEqual({ maxRetries: undefined })
    expect(validateSignAndSendOptions(undefined)).toEqual({})
  })

  test('names every bad field at once', () => {
    expect(() =>
      validateSignAndSendOptions({
        skipPreflight: 1,
        preflightCommitment: 'Confirmed',
        maxRetries: Number.NaN,
      }),
    ).toThrow(
      /^Invalid solana_signAndSendTransaction options\n\nDetails: skipPreflight must be a boolean; preflightCommitment must be one of .*; maxRetries must be a number$/,
    )
  })

  test.each([null, 'confirmed', [], 3])('refuses %j as options', (options) => {
    expect(() => validateSignAndSendOptions(options)).toThrow('options must be an object')
  })
})
