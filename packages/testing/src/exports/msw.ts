export { type AnalyticsHandlersParameters, analyticsHandlers } from '../msw/analyticsHandlers.ts'
export type { Answer, AnswerRequest } from '../msw/answer.ts'
export { type BlockchainApiHandlersParameters, blockchainApiHandlers } from '../msw/blockchainApiHandlers.ts'
export { fixtures } from '../msw/fixtures.ts'
export {
  type DirectoryWallet,
  type WalletDirectoryHandlersParameters,
  walletDirectoryHandlers,
} from '../msw/walletDirectoryHandlers.ts'
