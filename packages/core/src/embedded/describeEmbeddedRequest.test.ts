import { expect, test } from 'vitest'
import { describeEmbeddedRequest } from './describeEmbeddedRequest'

test('a message to sign is shown as text when it is UTF-8, else as given', () => {
  expect(
    describeEmbeddedRequest({ method: 'personal_sign', params: ['0x68656c6c6f', '0xa'], chainId: 1 }),
  ).toEqual({
    kind: 'signMessage',
    method: 'personal_sign',
    message: 'hello',
  })
  expect(
    describeEmbeddedRequest({ method: 'personal_sign', params: ['0xff00', '0xa'], chainId: 1 }).message,
  ).toBe('0xff00')
})

test('a transaction shows recipient, value and calldata; garbage is left out', () => {
  expect(
    describeEmbeddedRequest({
      method: 'eth_sendTransaction',
      params: [{ to: '0xB0b', value: '0xde0b6b3a7640000', data: '0x' }],
      chainId: 1,
    }),
  ).toEqual({
    kind: 'sendTransaction',
    method: 'eth_sendTransaction',
    to: '0xB0b',
    value: 10n ** 18n,
    data: undefined,
  })
  expect(
    describeEmbeddedRequest({
      method: 'eth_sendTransaction',
      params: [{ to: 5, value: 'lots', data: '0xa9059cbb' }],
      chainId: 1,
    }),
  ).toEqual({
    kind: 'sendTransaction',
    method: 'eth_sendTransaction',
    to: undefined,
    value: undefined,
    data: '0xa9059cbb',
  })
  expect(
    describeEmbeddedRequest({ method: 'wallet_sendCalls', params: [{ calls: [{}, {}] }], chainId: 1 }).calls,
  ).toBe(2)
  expect(describeEmbeddedRequest({ method: 'wallet_grantPermissions', params: null, chainId: 1 }).kind).toBe(
    'other',
  )
})
