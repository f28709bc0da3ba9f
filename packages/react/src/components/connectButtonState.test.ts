import { mainnet } from '@openappkit/core'
import { createUnknownNetwork } from '@openappkit/core/internal'
import { expect, test } from 'vitest'
import { connectButtonState } from './connectButtonState.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base = { address, network: mainnet, allowUnsupportedChain: false }

test('the four faces', () => {
  expect(connectButtonState({ ...base, status: 'disconnected', address: undefined })).toBe('connect')
  expect(connectButtonState({ ...base, status: 'connecting' })).toBe('connecting')
  expect(connectButtonState({ ...base, status: 'connected' })).toBe('connected')
  const unknown = createUnknownNetwork('eip155', 999)
  expect(connectButtonState({ ...base, status: 'connected', network: unknown })).toBe('wrongNetwork')
  expect(
    connectButtonState({ ...base, status: 'connected', network: unknown, allowUnsupportedChain: true }),
  ).toBe('connected')
})

test('connected without an address is not an account to show', () => {
  expect(connectButtonState({ ...base, status: 'connected', address: undefined })).toBe('connect')
})
