import { expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { evmChainIdToCoinType } from '../networks/evmChainIdToCoinType.ts'
import { assertAdapterExists, assertNamespaceConfigured } from './assertNamespace.ts'
import { validate } from './checks.ts'
import { isValidEmail, isValidOtp } from './emailLogin.ts'
import { solanaCommitments, solanaSignAndSendOptionsCheck } from './solanaSignAndSendOptions.ts'

test('email and OTP', () => {
  expect(isValidEmail('a@b.co')).toBe(true)
  expect(isValidEmail('not-an-email')).toBe(false)
  expect(isValidEmail(42)).toBe(false)
  expect(isValidOtp('123456')).toBe(true)
  expect(isValidOtp(123456)).toBe(false)
  expect(isValidOtp('')).toBe(false)
})

test('solana_signAndSendTransaction options', () => {
  expect(
    validate(solanaSignAndSendOptionsCheck, {
      skipPreflight: true,
      preflightCommitment: 'singleGossip',
      maxRetries: 3,
      minContextSlot: 10,
    }).ok,
  ).toBe(true)
  expect(validate(solanaSignAndSendOptionsCheck, {}).ok).toBe(true)
  expect(validate(solanaSignAndSendOptionsCheck, { preflightCommitment: 'latest' }).ok).toBe(false)
  expect(validate(solanaSignAndSendOptionsCheck, { preflightCommitment: 'Confirmed' }).ok).toBe(false)
  expect(validate(solanaSignAndSendOptionsCheck, { skipPreflight: 'yes' }).ok).toBe(false)
  expect(validate(solanaSignAndSendOptionsCheck, { maxRetries: '3' }).ok).toBe(false)
  expect(validate(solanaSignAndSendOptionsCheck, { unknown: 1 }).ok).toBe(false)
  // zod's wording, as the adapter shows it.
  expect(validate(solanaSignAndSendOptionsCheck, { preflightCommitment: 'latest' })).toMatchObject({
    issues: [
      {
        path: 'preflightCommitment',
        message: expect.stringMatching(/^Invalid option: expected one of "processed"\|/),
      },
    ],
  })
})

test('solana_signAndSendTransaction commitments: exactly the 8 of SPEC §5', () => {
  const spec = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']
  expect(solanaCommitments).toEqual(spec)
  for (const preflightCommitment of spec) {
    expect(validate(solanaSignAndSendOptionsCheck, { preflightCommitment }).ok, preflightCommitment).toBe(
      true,
    )
  }
})

test('namespace configured / adapter exists', () => {
  expect(() => assertNamespaceConfigured(['eip155'], 'solana')).toThrow(
    'Namespace solana is not configured. Please call connect() first with namespace config.',
  )
  expect(() => assertNamespaceConfigured(['eip155'], 'eip155')).not.toThrow()
  const adapter = mock()
  expect(assertAdapterExists({ eip155: adapter }, 'eip155')).toBe(adapter)
  expect(() => assertAdapterExists({ eip155: adapter }, 'solana')).toThrow(
    "Adapter for namespace solana doesn't exist",
  )
})

test('evmChainIdToCoinType (ENSIP-11)', () => {
  expect(evmChainIdToCoinType(1)).toBe(2147483649)
  expect(evmChainIdToCoinType(10)).toBe(2147483658)
  expect(evmChainIdToCoinType(0)).toBe(2147483648)
  expect(evmChainIdToCoinType(2147483647)).toBe(4294967295)
  expect(() => evmChainIdToCoinType(2147483648)).toThrow('Invalid chainId')
  expect(() => evmChainIdToCoinType(-1)).toThrow('Invalid chainId')
  expect(() => evmChainIdToCoinType(1.5)).toThrow('Invalid chainId')
})
