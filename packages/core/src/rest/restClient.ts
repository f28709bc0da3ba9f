import { lazyModule } from '../loading/lazyModule.ts'

/**
 * The hosted services' REST client (requests, response schemas, zod), loaded on the first
 * request: an app that never reaches a service does not download it. Core's one lazy seam.
 */
export const restClient = lazyModule('the REST client', () => import('./client.ts'))
