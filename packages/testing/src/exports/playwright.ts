// Everything of ./inject, and the fixtures (`test`, `expect`), which need @playwright/test.
export { expect } from '@playwright/test'
export { type OpenAppKitFixtures, type OpenAppKitWorkerFixtures, test } from '../playwright/fixtures.ts'
export * from './inject.ts'
