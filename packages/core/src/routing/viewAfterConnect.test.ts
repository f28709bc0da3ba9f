import { expect, test } from 'vitest'
import { mainnet } from '../networks/evmNetworks.ts'
import { createUnknownNetwork } from '../networks/unknownNetwork.ts'
import { viewAfterConnect } from './viewAfterConnect.ts'

const options = { enableNetworkSwitch: true, allowUnsupportedChain: false }

test('Account on a configured network', () => {
  expect(viewAfterConnect({ network: mainnet, ...options })).toBe('Account')
  expect(viewAfterConnect({ network: undefined, ...options })).toBe('Account')
})

test('UnsupportedChain when the wallet is on a chain the app did not configure', () => {
  expect(viewAfterConnect({ network: createUnknownNetwork('eip155', 999_999), ...options })).toBe(
    'UnsupportedChain',
  )
})

test('Account on an unknown chain when switching is off or unsupported chains are allowed', () => {
  const network = createUnknownNetwork('eip155', 999_999)
  expect(viewAfterConnect({ network, enableNetworkSwitch: false, allowUnsupportedChain: false })).toBe(
    'Account',
  )
  expect(viewAfterConnect({ network, enableNetworkSwitch: true, allowUnsupportedChain: true })).toBe(
    'Account',
  )
})

test('getViewAfterConnect reads the network the wallet connected on', async () => {
  const { mock } = await import('../adapters/mock.ts')
  const { createAppKit } = await import('../createAppKit.ts')
  const { connect } = await import('../actions/connect.ts')
  const { getViewAfterConnect } = await import('./viewAfterConnect.ts')
  const onUnknown = createAppKit({ projectId: 'p', adapters: [mock({ chainId: 999_999 })], storage: null })
  await connect(onUnknown, { connectorId: 'mock' })
  expect(getViewAfterConnect(onUnknown)).toBe('UnsupportedChain')
  const onKnown = createAppKit({ projectId: 'p', adapters: [mock({ chainId: 1 })], storage: null })
  await connect(onKnown, { connectorId: 'mock' })
  expect(getViewAfterConnect(onKnown)).toBe('Account')
})
