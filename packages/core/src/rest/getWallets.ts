import type { BadgeType } from '../api/walletDirectory.ts'
import { getWalletsResponseSchema } from '../api/walletDirectory.ts'
import { walletPageSize } from '../constants.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetWalletsParameters = {
  /** Starts at 1. */
  page?: number | undefined
  entries?: number | undefined
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids. */
  chains?: readonly string[] | undefined
  badgeType?: BadgeType | undefined
  signal?: AbortSignal | undefined
}

const list = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined)

/** GET /getWallets: one page of the wallet directory (`data`) and the total (`count`). */
export const getWallets = restEndpoint('walletDirectory', (parameters: GetWalletsParameters) => ({
  path: '/getWallets',
  query: {
    page: parameters.page ?? 1,
    entries: parameters.entries ?? walletPageSize,
    search: parameters.search || undefined,
    include: list(parameters.include),
    exclude: list(parameters.exclude),
    chains: list(parameters.chains),
    badge_type: parameters.badgeType,
  },
  schema: getWalletsResponseSchema,
}))
