export { createManualClock, type ManualClock } from '../vitest/createManualClock.ts'
export {
  type CreateTestAppKitParameters,
  createTestAppKit,
  testAddress,
  testApi,
  testDirectory,
} from '../vitest/createTestAppKit.ts'
