import { RpcRequestError, rpcErrorMessages } from '../errors/domain'

/** Read calls, capability and asset queries: answered without asking the user. */
export const safeRpcMethods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const

/** Signing, sending, calls, permission grants and user operations: the user approves each. */
export const unsafeRpcMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  // Already signed, but it still sends a transaction, which the spec lists as not safe.
  'eth_sendRawTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type RpcMethodPermission = 'safe' | 'unsafe' | 'unsupported'

export function getRpcMethodPermission(method: string): RpcMethodPermission {
  if ((safeRpcMethods as readonly string[]).includes(method)) return 'safe'
  if ((unsafeRpcMethods as readonly string[]).includes(method)) return 'unsafe'
  return 'unsupported'
}

/**
 * Unsupported methods are refused ("Requested RPC call is not allowed"); unsafe ones are refused
 * ("Action not allowed") when no approval can be asked for, e.g. in a headless context.
 */
export function assertRpcRequestAllowed(
  method: string,
  options: { canApprove: boolean },
): RpcMethodPermission {
  const permission = getRpcMethodPermission(method)
  if (permission === 'unsupported')
    throw new RpcRequestError(rpcErrorMessages.notAllowed, { details: method })
  if (permission === 'unsafe' && !options.canApprove) {
    throw new RpcRequestError(rpcErrorMessages.actionNotAllowed, { details: method })
  }
  return permission
}
