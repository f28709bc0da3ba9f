import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { connect } from './connect.ts'
import { signTypedData } from './signTypedData.ts'

const mail = {
  domain: { name: 'Mail', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'gm' },
}

test('the connected EVM account signs typed data through its adapter', async () => {
  const { appKit, adapter } = createTestAppKit()
  await connect(appKit, { connectorId: 'mock' })
  const result = await signTypedData(appKit, mail)
  expect(result).toEqual({
    signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    address: testAddress,
    namespace: 'eip155',
  })
  expect(adapter.calls.filter((c) => c.method === 'signTypedData')).toEqual([
    { method: 'signTypedData', parameters: { address: testAddress, typedData: mail } },
  ])
})

test('bad typed data, or no account, is refused before the wallet is asked', async () => {
  const { appKit, adapter } = createTestAppKit()
  await expect(signTypedData(appKit, mail)).rejects.toThrow('No eip155 account is connected')
  await connect(appKit, { connectorId: 'mock' })
  await expect(signTypedData(appKit, { ...mail, primaryType: 'Letter' })).rejects.toThrow(
    'primaryType: "Letter" is not in types',
  )
  await expect(signTypedData(appKit, { ...mail, message: 'gm' } as never)).rejects.toThrow(
    'types and message: objects are required',
  )
  await expect(signTypedData(appKit, undefined as never)).rejects.toBeInstanceOf(InvalidParametersError)
  expect(adapter.calls.some((c) => c.method === 'signTypedData')).toBe(false)
})

test('Solana has no typed data: refused with what to use instead', async () => {
  const sol = mock({ namespace: 'solana' })
  const { appKit } = createTestAppKit({ adapters: [mock(), sol] })
  await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
  await expect(signTypedData(appKit, { ...mail, namespace: 'solana' })).rejects.toThrow(
    'solana has no typed data (EIP-712 is eip155 only): use signMessage on solana',
  )
})

test("the user's refusal reaches the app as UserRejectedRequestError", async () => {
  const { appKit } = createTestAppKit({
    adapter: mock({ features: { signTypedDataError: new UserRejectedRequestError() } }),
  })
  await connect(appKit, { connectorId: 'mock' })
  await expect(signTypedData(appKit, mail)).rejects.toBeInstanceOf(UserRejectedRequestError)
})
