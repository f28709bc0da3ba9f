export { createManualClock, type ManualClock } from '../vitest/createManualClock.ts'
export {
  type CreateTestAppKitParameters,
  createTestAppKit,
  testAddress,
  testAnalytics,
  testApi,
  testDirectory,
} from '../vitest/createTestAppKit.ts'
