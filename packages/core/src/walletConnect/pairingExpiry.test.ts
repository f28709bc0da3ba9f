import { expect, test } from 'vitest'
import { pairingExpiresAt, pairingTimeLeft } from './pairingExpiry.ts'

const uri = (expiry: string) => `wc:abc@2?relay-protocol=irn&symKey=k&expiryTimestamp=${expiry}`

test('the expiry is the URI’s expiryTimestamp in ms; none, or garbage, is no expiry', () => {
  expect(pairingExpiresAt(uri('1700000300'))).toBe(1_700_000_300_000)
  expect(pairingExpiresAt('wc:abc@2?expiryTimestamp=5&symKey=k')).toBe(5000)
  expect(pairingExpiresAt('wc:abc@2?relay-protocol=irn')).toBeUndefined()
  expect(pairingExpiresAt(uri('12abc'))).toBeUndefined()
  expect(pairingExpiresAt(uri('9'.repeat(40)))).toBeUndefined()
  expect(pairingExpiresAt(undefined)).toBeUndefined()
})

test('time left counts down to 0 and stays there', () => {
  expect(pairingTimeLeft(uri('1700000300'), 1_700_000_000_000)).toBe(300_000)
  expect(pairingTimeLeft(uri('1700000300'), 1_700_000_300_000)).toBe(0)
  expect(pairingTimeLeft(uri('1700000300'), 1_800_000_000_000)).toBe(0)
  expect(pairingTimeLeft('wc:abc@2', 0)).toBeUndefined()
})
