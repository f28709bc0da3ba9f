import { connect, disconnect, mock } from '@openappkit/core'
import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useWalletProvider } from './useWalletProvider.ts'

test("follows the connection: none, the wallet's provider, none again", async () => {
  const { appKit } = createTestAppKit()
  const { result } = renderHook(() => useWalletProvider('eip155'), { wrapper: wrapperFor(appKit) })
  expect(result.current).toMatchObject({ provider: undefined, namespace: 'eip155', isPending: false })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  await waitFor(() => expect(result.current.provider).toMatchObject({ connectorId: 'mock' }))
  expect(result.current.provider).toMatchObject({ accounts: expect.arrayContaining([testAddress]) })
  await act(() => disconnect(appKit))
  await waitFor(() => expect(result.current.provider).toBeUndefined())
})

test("each namespace gives its own wallet's provider", async () => {
  const { appKit } = createTestAppKit({
    adapters: [mock(), mock({ namespace: 'solana', connectors: [solanaConnector] })],
  })
  await connect(appKit, { connectorId: 'mock', namespace: 'eip155' })
  await connect(appKit, { connectorId: 'phantom', namespace: 'solana' })
  const { result } = renderHook(() => [useWalletProvider('eip155'), useWalletProvider('solana')] as const, {
    wrapper: wrapperFor(appKit),
  })
  await waitFor(() => expect(result.current[1].provider).toMatchObject({ connectorId: 'phantom' }))
  expect(result.current[0].provider).toMatchObject({ connectorId: 'mock' })
})

const solanaConnector = { id: 'phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' } as const
