import { expect, test } from 'vitest'
import { mainnet, polygon } from './evmNetworks.ts'
import {
  createUnknownNetwork,
  isUnknownNetwork,
  resolveNetwork,
  shouldOpenUnsupportedChain,
} from './unknownNetwork.ts'

test('resolveNetwork finds a configured network or stands in with Unknown Network', () => {
  expect(resolveNetwork([mainnet, polygon], 'eip155', 137)).toBe(polygon)
  expect(resolveNetwork([mainnet], 'eip155', '1')).toBe(mainnet)
  const unknown = resolveNetwork([mainnet], 'eip155', 31337)
  expect(unknown).toMatchObject({ name: 'Unknown Network', caipNetworkId: 'eip155:31337', id: 31337 })
  expect(isUnknownNetwork(unknown)).toBe(true)
  expect(isUnknownNetwork(mainnet)).toBe(false)
  expect(resolveNetwork([mainnet], 'solana', 1).name).toBe('Unknown Network')
})

test('UnsupportedChain opens unless switching is off or unsupported chains are allowed', () => {
  const unknown = createUnknownNetwork('eip155', 5)
  expect(
    shouldOpenUnsupportedChain(unknown, { enableNetworkSwitch: true, allowUnsupportedChain: false }),
  ).toBe(true)
  expect(
    shouldOpenUnsupportedChain(unknown, { enableNetworkSwitch: false, allowUnsupportedChain: false }),
  ).toBe(false)
  expect(
    shouldOpenUnsupportedChain(unknown, { enableNetworkSwitch: true, allowUnsupportedChain: true }),
  ).toBe(false)
  expect(
    shouldOpenUnsupportedChain(mainnet, { enableNetworkSwitch: true, allowUnsupportedChain: false }),
  ).toBe(false)
})
