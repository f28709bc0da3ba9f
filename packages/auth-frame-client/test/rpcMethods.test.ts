import { describe, expect, test } from 'vitest'
import { isKnownRpcMethod, isSafeRpcMethod, safeRpcMethods, unsafeRpcMethods } from '../src/constants.ts'

type Permission = 'safe' | 'unsafe'

describe('RPC method safety', () => {
  // Every method the SDK supports, with its class. Written out, not derived from the lists under
  // test, so moving a method from one list to the other fails here.
  const standardEthReads = [
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
  ]
  const expectedPermissions: [string, Permission][] = [
    ...standardEthReads.map((method): [string, Permission] => [method, 'safe']),
    ['eth_sendTransaction', 'unsafe'],
    ['eth_sendRawTransaction', 'unsafe'],
    ['personal_sign', 'unsafe'],
    ['eth_signTypedData_v4', 'unsafe'],
    ['solana_signMessage', 'unsafe'],
    ['solana_signTransaction', 'unsafe'],
    ['solana_signAllTransactions', 'unsafe'],
    ['solana_signAndSendTransaction', 'unsafe'],
    ['wallet_sendCalls', 'unsafe'],
    ['wallet_getCallsStatus', 'safe'],
    ['wallet_getCapabilities', 'safe'],
    ['wallet_grantPermissions', 'unsafe'],
    ['wallet_revokePermissions', 'unsafe'],
    ['wallet_getAssets', 'safe'],
    ['eth_sendUserOperation', 'unsafe'],
  ]

  test.for(expectedPermissions)('%s is %s', ([method, permission]) => {
    expect(isKnownRpcMethod(method)).toBe(true)
    expect(isSafeRpcMethod(method)).toBe(permission === 'safe')
  })

  test('the lists are every method the SDK knows, and nothing else is supported', () => {
    expect([...safeRpcMethods, ...unsafeRpcMethods].sort()).toEqual(
      expectedPermissions.map(([method]) => method).sort(),
    )
    for (const method of ['eth_sign', 'eth_signTypedData', 'wallet_switchEthereumChain', 'solana_foo', '']) {
      expect(isKnownRpcMethod(method), method).toBe(false)
    }
  })
})
