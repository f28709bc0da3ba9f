import {
  type AppKitOptions,
  createAppKit,
  createMemoryStorage,
  type MockAdapter,
  mock,
} from '@openappkit/core'

/** Where the tests' data service, wallet directory and analytics answer: msw handlers listen on these. */
export const testApi = 'https://api.test'
export const testDirectory = 'https://directory.test'
/** Analytics is off in `createTestAppKit`: pass `services: { analytics: testAnalytics }` to test it. */
export const testAnalytics = 'https://analytics.test'

/** The first account the mock adapter connects (anvil's first well-known one). */
export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export type CreateTestAppKitParameters = AppKitOptions & {
  /** The mock adapter to connect through; a new `mock()` by default. */
  adapter?: MockAdapter | undefined
}

/**
 * An instance that starts quiet and isolated: a project id, fresh in-memory storage, the mock
 * adapter, the data service and the wallet directory at the test hosts, analytics off. Options
 * win, `services` key by key. Returns the instance, its mock adapter and the storage it made.
 */
export function createTestAppKit(parameters: CreateTestAppKitParameters = {}) {
  const { adapter = mock(), ...options } = parameters
  const storage = createMemoryStorage()
  const appKit = createAppKit({
    projectId: 'test-project',
    adapters: [adapter],
    storage,
    ...options,
    services: {
      blockchainApi: testApi,
      walletDirectory: testDirectory,
      analytics: false,
      ...options.services,
    },
  })
  return { appKit, adapter, storage }
}
