import { testDirectory } from '../vitest/createTestAppKit.ts'
import { type Answer, answer, baseOf } from './answer.ts'
import { fixtures } from './fixtures.ts'

/** A wallet as the directory lists it: `id` and `name` are what it searches; any other field is sent as given. */
export type DirectoryWallet = { id?: string | undefined; name?: string | undefined; [field: string]: unknown }

export type WalletDirectoryHandlersParameters = {
  /** The directory's base URL (the app's `services.walletDirectory`); `testDirectory` by default. */
  url?: string | undefined
  /** The directory's wallets, paged and searched as the service does; the real-shaped list by default. */
  wallets?: readonly DirectoryWallet[] | undefined
  /** GET /getAnalyticsConfig: whether the project has analytics on; off by default. */
  analyticsConfig?: Answer
}

const list = (url: URL, name: string) => url.searchParams.get(name)?.split(',') ?? []

/**
 * msw handlers answering like the hosted wallet directory: GET /getWallets filters `wallets` by
 * `search` (in the name), `include` and `exclude` (ids), then answers the asked page (`page` from
 * 1, `entries` per page) with the total `count`; GET /getAnalyticsConfig.
 */
export function walletDirectoryHandlers(parameters: WalletDirectoryHandlersParameters = {}) {
  const base = baseOf(parameters.url ?? testDirectory)
  const wallets: readonly DirectoryWallet[] = parameters.wallets ?? fixtures.wallets.data
  return [
    answer('get', `${base}/getWallets`, ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase()
      const include = list(url, 'include')
      const exclude = list(url, 'exclude')
      const found = wallets.filter(
        ({ id = '', name = '' }) =>
          (!search || name.toLowerCase().includes(search)) &&
          (include.length === 0 || include.includes(id)) &&
          !exclude.includes(id),
      )
      const page = Number(url.searchParams.get('page') ?? 1)
      const entries = Number(url.searchParams.get('entries') ?? 40)
      return { count: found.length, data: found.slice((page - 1) * entries, page * entries) }
    }),
    answer('get', `${base}/getAnalyticsConfig`, parameters.analyticsConfig ?? fixtures.analyticsConfigOff),
  ]
}
