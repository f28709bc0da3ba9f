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

test('back to Pay when a payment waits for a wallet; sign-in and an unsupported chain still come first', async () => {
  expect(viewAfterConnect({ network: mainnet, ...options, payPending: true })).toBe('Pay')
  expect(viewAfterConnect({ network: mainnet, ...options, payPending: true, signInPending: true })).toBe(
    'SIWXSignMessage',
  )
  const network = createUnknownNetwork('eip155', 999_999)
  expect(viewAfterConnect({ network, ...options, payPending: true })).toBe('UnsupportedChain')
  const { mock } = await import('../adapters/mock.ts')
  const { createAppKit } = await import('../createAppKit.ts')
  const { connect } = await import('../actions/connect.ts')
  const { openPay } = await import('../pay/pay.ts')
  const { getViewAfterConnect } = await import('./viewAfterConnect.ts')
  const appKit = createAppKit({ projectId: 'p', adapters: [mock()], storage: null, features: { pay: true } })
  openPay(appKit, {
    recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    amount: '1',
    asset: { network: 'eip155:1', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  })
  await connect(appKit, { connectorId: 'mock' })
  expect(getViewAfterConnect(appKit)).toBe('Pay')
})
