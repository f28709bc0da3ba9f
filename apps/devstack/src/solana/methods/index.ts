import { accountMethods } from './accounts.ts'
import { clusterMethods } from './cluster.ts'
import { historyMethods } from './history.ts'
import type { RpcMethod } from './method.ts'
import { tokenMethods } from './tokens.ts'
import { transactionMethods } from './transactions.ts'

export const rpcMethods: ReadonlyMap<string, RpcMethod> = new Map(
  Object.entries({
    ...clusterMethods,
    ...accountMethods,
    ...tokenMethods,
    ...transactionMethods,
    ...historyMethods,
  }),
)
