export type {
  ChainExitError,
  Devstack,
  DevstackOptions,
  DevstackUrls,
  Mail,
  PortInUseError,
  ServiceName,
  SolanaTestAccount,
  TestAccount,
} from '@openappkit/devstack'
export { type CreateTestAppParameters, createTestApp } from '../app/createTestApp.ts'
export type { TestApp } from '../app/testApp.ts'
export { startDevstack } from '../devstack/startDevstack.ts'
