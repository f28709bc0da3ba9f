export type {
  Devstack,
  DevstackOptions,
  Mail,
  ServiceName,
  SolanaTestAccount,
  TestAccount,
} from '@openappkit/devstack'
export { startDevstack } from '../devstack/startDevstack.ts'
