import { type AppKitOptions, createAppKit, type MockAdapter, mock } from '@openappkit/core'
import type { ReactNode } from 'react'
import { AppKitProvider } from '../src/AppKitProvider'

export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const api = 'https://api.test'
export const directory = 'https://directory.test'

/** An instance on the mock adapter that talks to msw hosts only, and keeps nothing in storage. */
export function createTestAppKit(options: Partial<AppKitOptions> & { adapter?: MockAdapter } = {}) {
  const { adapter = mock(), ...rest } = options
  const appKit = createAppKit({
    projectId: 'test-project',
    adapters: [adapter],
    storage: null,
    ...rest,
    services: { blockchainApi: api, walletDirectory: directory, analytics: false, ...rest.services },
  })
  return { appKit, adapter }
}

export function wrapperFor(appKit: ReturnType<typeof createTestAppKit>['appKit']) {
  return ({ children }: { children?: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
}

export const etherBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: '',
}
export const tokenBalance = {
  name: 'OpenAppKit Test Token',
  symbol: 'OAK',
  chainId: 'eip155:1',
  address: 'eip155:1:0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
  price: 2,
  quantity: { decimals: '18', numeric: '100' },
  iconUrl: '',
}
