// Wire names and limits of the secure frame. The names are those the hosted frame
// speaks, so a real frame and the devstack's stand-in are interchangeable.

export const APP_EVENT_PREFIX = '@w3m-app/'
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/** Every request the app sends; each is answered by `@w3m-frame/<NAME>_SUCCESS` or `_ERROR` with its id. */
export const frameRequestNames = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'RPC_ABORT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
] as const
export type FrameRequestName = (typeof frameRequestNames)[number]

export const FRAME_READY = `${FRAME_EVENT_PREFIX}READY` as const

export const frameLoadTimeoutMs = 20_000
/** Requests that never wait on the load timeout: they are sent while the frame starts. */
export const loadTimeoutExempt: readonly FrameRequestName[] = [
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SET_PREFERRED_ACCOUNT',
]
export const frameConnectTimeoutMs = 30_000
/** Requests a user waits on while logging in: each fails after `frameConnectTimeoutMs`. */
export const connectTimeoutRequests: readonly FrameRequestName[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]
export const frameReadyDelayMs = 500
export const signOutWaitMs = 3_000
export const emailLoginCooldownMs = 30_000
export const logBufferBytes = 1_024_000

export const frameTimeoutReasons = [
  'iframe_load_failed',
  'iframe_request_timeout',
  'unverified_domain',
] as const
export type FrameTimeoutReason = (typeof frameTimeoutReasons)[number]

/**
 * The frame's error text when the page's origin is not on the project's allowlist; the
 * client reports it as the `unverified_domain` reason.
 */
export const unverifiedDomainMessage = 'Unauthorized: origin not allowed'

export const frameErrorMessages = {
  iframeNotSet: 'W3mFrame: iframe is not set',
  rpcAborted: 'Request was aborted',
  aborted: 'Something went wrong',
  noMessage: 'An error occurred',
  loadFailed: 'Unable to load email login dependency',
  notAllowed: 'Requested RPC call is not allowed',
} as const

/** Keys under this prefix in the page's storage (the frame keeps its keys in its own origin's storage). */
export const STORAGE_PREFIX = '@appkit-wallet/'
export const storageKeys = {
  emailLoginUsed: 'EMAIL_LOGIN_USED_KEY',
  email: 'EMAIL',
  lastEmailLoginTime: 'LAST_EMAIL_LOGIN_TIME',
  lastUsedChain: 'LAST_USED_CHAIN_KEY',
  socialUsername: 'SOCIAL_USERNAME',
  smartAccountEnabledNetworks: 'SMART_ACCOUNT_ENABLED_NETWORKS',
  preferredAccountType: 'PREFERRED_ACCOUNT_TYPE',
} as const

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

export function isSafeRpcMethod(method: string): boolean {
  return (safeRpcMethods as readonly string[]).includes(method)
}

export function isKnownRpcMethod(method: string): boolean {
  return isSafeRpcMethod(method) || (unsafeRpcMethods as readonly string[]).includes(method)
}
