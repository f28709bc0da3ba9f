import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { connect } from './connect.ts'
import { signMessage } from './signMessage.ts'

test("the connected account signs through its namespace's adapter", async () => {
  const { appKit, adapter } = createTestAppKit()
  await connect(appKit, { connectorId: 'mock' })
  const result = await signMessage(appKit, { message: 'hello' })
  expect(result).toEqual({
    signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    address: testAddress,
    namespace: 'eip155',
  })
  expect(adapter.calls.filter((c) => c.method === 'signMessage')).toEqual([
    { method: 'signMessage', parameters: { address: testAddress, message: 'hello' } },
  ])
})

test('a named namespace signs with its own account', async () => {
  const sol = mock({ namespace: 'solana' })
  const { appKit } = createTestAppKit({ adapters: [mock(), sol] })
  await connect(appKit, { connectorId: 'mock', namespace: 'eip155' })
  await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
  const result = await signMessage(appKit, { message: 'gm', namespace: 'solana' })
  expect(result.address).not.toBe(testAddress)
  expect(result.namespace).toBe('solana')
  expect(sol.calls.some((c) => c.method === 'signMessage')).toBe(true)
})

test('no account, or no message, is refused before the wallet is asked', async () => {
  const { appKit, adapter } = createTestAppKit()
  await expect(signMessage(appKit, { message: 'hello' })).rejects.toThrow('No eip155 account is connected')
  await connect(appKit, { connectorId: 'mock' })
  await expect(signMessage(appKit, { message: '' })).rejects.toBeInstanceOf(InvalidParametersError)
  await expect(signMessage(appKit, {} as never)).rejects.toBeInstanceOf(InvalidParametersError)
  expect(adapter.calls.some((c) => c.method === 'signMessage')).toBe(false)
})

test("the user's refusal reaches the app as UserRejectedRequestError", async () => {
  const { appKit } = createTestAppKit({
    adapter: mock({ features: { signMessageError: new UserRejectedRequestError() } }),
  })
  await connect(appKit, { connectorId: 'mock' })
  await expect(signMessage(appKit, { message: 'hello' })).rejects.toBeInstanceOf(UserRejectedRequestError)
})
