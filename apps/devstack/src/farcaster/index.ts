export { type FarcasterTestAccount, farcasterAccountOf, farcasterTestAccounts } from './accounts.ts'
export {
  approveFarcasterSignIn,
  createFarcasterChannel,
  type FarcasterChannel,
  type FarcasterUser,
  waitForFarcasterSignIn,
} from './signIn.ts'
