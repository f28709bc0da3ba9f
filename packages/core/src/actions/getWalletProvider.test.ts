import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { expect, test } from 'vitest'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { getWalletProvider } from './getWalletProvider.ts'

test("the wallet's provider is there only while connected", async () => {
  const { appKit } = createTestAppKit()
  expect(await getWalletProvider(appKit)).toBeUndefined()
  await connect(appKit, { connectorId: 'mock' })
  expect(await getWalletProvider(appKit)).toMatchObject({
    connectorId: 'mock',
    accounts: expect.arrayContaining([testAddress]),
  })
  await disconnect(appKit)
  expect(await getWalletProvider(appKit)).toBeUndefined()
  await expect(getWalletProvider(appKit, { namespace: 'solana' })).rejects.toThrow(
    "Adapter for namespace solana doesn't exist",
  )
})
