import { type CreateAppKitParameters, createAppKit } from '../src/createAppKit'
import { createMemoryStorage } from '../src/storage/createStorage'

/** An instance with in-memory storage and a project id, so tests start quiet and isolated. */
export function createTestAppKit(parameters: Partial<CreateAppKitParameters> = {}) {
  const backend = createMemoryStorage()
  const appKit = createAppKit({
    projectId: 'test-project',
    storage: backend,
    isMobile: () => false,
    ...parameters,
  })
  return Object.assign(appKit, { backend })
}
