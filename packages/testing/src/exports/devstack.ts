export type {
  Devstack,
  DevstackOptions,
  DevstackUrls,
  Mail,
  ServiceName,
  SolanaTestAccount,
  TestAccount,
} from '@openappkit/devstack'
export { type CreateTestAppParameters, createTestApp } from '../app/createTestApp.ts'
export type { TestApp } from '../app/testApp.ts'
export { startDevstack } from '../devstack/startDevstack.ts'
