import { describe, expect, test } from 'vitest'
import { mock } from '../adapters/mock'
import { evmChainIdToCoinType } from '../networks/evmChainIdToCoinType'
import { assertAdapterExists, assertNamespaceConfigured } from './assertNamespace'
import { validate } from './checks'
import { isValidEmail, isValidOtp } from './emailLogin'
import { isSignedMessage } from './isSignedMessage'
import { isTransactionHash } from './isTransactionHash'
import { isValidNameToRegister } from './isValidNameToRegister'
import {
  assertRpcRequestAllowed,
  getRpcMethodPermission,
  type RpcMethodPermission,
  safeRpcMethods,
  unsafeRpcMethods,
} from './rpcMethodPermission'
import { defaultSocials, filterSocialsForTelegram, isSocialProvider } from './socialProviders'
import { solanaCommitments, solanaSignAndSendOptionsCheck } from './solanaSignAndSendOptions'

test('isValidNameToRegister: letters, digits, hyphens, at least 4', () => {
  expect(isValidNameToRegister('abcd')).toBe(true)
  expect(isValidNameToRegister('my-name-42')).toBe(true)
  expect(isValidNameToRegister('abc')).toBe(false)
  expect(isValidNameToRegister('ab_cd')).toBe(false)
  expect(isValidNameToRegister('name.reown.id')).toBe(false)
  expect(isValidNameToRegister('naïve')).toBe(false)
})

test('isTransactionHash: 0x plus exactly 64 hex', () => {
  expect(isTransactionHash(`0x${'a'.repeat(64)}`)).toBe(true)
  expect(isTransactionHash(`0x${'A'.repeat(64)}`)).toBe(true)
  expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
  expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
  expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
  expect(isTransactionHash('a'.repeat(66))).toBe(false)
})

test('isSignedMessage: 0x plus at least 62 hex', () => {
  expect(isSignedMessage(`0x${'1'.repeat(62)}`)).toBe(true)
  expect(isSignedMessage(`0x${'1'.repeat(130)}`)).toBe(true)
  expect(isSignedMessage(`0x${'1'.repeat(61)}`)).toBe(false)
  expect(isSignedMessage(`0x${'z'.repeat(62)}`)).toBe(false)
})

test('email and OTP', () => {
  expect(isValidEmail('a@b.co')).toBe(true)
  expect(isValidEmail('not-an-email')).toBe(false)
  expect(isValidEmail(42)).toBe(false)
  expect(isValidOtp('123456')).toBe(true)
  expect(isValidOtp(123456)).toBe(false)
  expect(isValidOtp('')).toBe(false)
})

describe('RPC method safety', () => {
  // Every method SPEC §6 lists as supported, with its class. Written out, not derived from the
  // lists under test, so moving a method from one list to the other fails here.
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
  const expectedPermissions: [string, RpcMethodPermission][] = [
    ...standardEthReads.map((method): [string, RpcMethodPermission] => [method, 'safe']),
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
    expect(getRpcMethodPermission(method)).toBe(permission)
  })

  test('the table is every method the SDK knows, and nothing else is supported', () => {
    expect([...safeRpcMethods, ...unsafeRpcMethods].sort()).toEqual(
      expectedPermissions.map(([method]) => method).sort(),
    )
    for (const method of ['eth_sign', 'eth_signTypedData', 'wallet_switchEthereumChain', 'solana_foo', '']) {
      expect(getRpcMethodPermission(method), method).toBe('unsupported')
    }
  })

  test('spec messages', () => {
    expect(() => assertRpcRequestAllowed('eth_sign', { canApprove: true })).toThrow(
      expect.objectContaining({ shortMessage: 'Requested RPC call is not allowed' }),
    )
    expect(() => assertRpcRequestAllowed('personal_sign', { canApprove: false })).toThrow(
      expect.objectContaining({ shortMessage: 'Action not allowed' }),
    )
    expect(assertRpcRequestAllowed('personal_sign', { canApprove: true })).toBe('unsafe')
    expect(assertRpcRequestAllowed('eth_chainId', { canApprove: false })).toBe('safe')
  })
})

test('Telegram social filtering per platform', () => {
  expect(filterSocialsForTelegram(defaultSocials, 'ios')).toEqual([
    'x',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
  ])
  expect(filterSocialsForTelegram(defaultSocials, 'macos')).toEqual([
    'google',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
  ])
  expect(filterSocialsForTelegram(defaultSocials, 'android')).toEqual([
    'google',
    'discord',
    'farcaster',
    'github',
    'apple',
  ])
  expect(filterSocialsForTelegram(defaultSocials, 'other')).toEqual(defaultSocials)
  expect(isSocialProvider('discord')).toBe(true)
  expect(isSocialProvider('farcaster')).toBe(false)
})

test('solana_signAndSendTransaction options', () => {
  expect(
    validate(solanaSignAndSendOptionsCheck, {
      skipPreflight: true,
      preflightCommitment: 'singleGossip',
      maxRetries: 3,
      minContextSlot: 10,
    }).ok,
  ).toBe(true)
  expect(validate(solanaSignAndSendOptionsCheck, {}).ok).toBe(true)
  expect(validate(solanaSignAndSendOptionsCheck, { preflightCommitment: 'latest' }).ok).toBe(false)
  expect(validate(solanaSignAndSendOptionsCheck, { preflightCommitment: 'Confirmed' }).ok).toBe(false)
  expect(validate(solanaSignAndSendOptionsCheck, { skipPreflight: 'yes' }).ok).toBe(false)
  expect(validate(solanaSignAndSendOptionsCheck, { maxRetries: '3' }).ok).toBe(false)
  expect(validate(solanaSignAndSendOptionsCheck, { unknown: 1 }).ok).toBe(false)
  // zod's wording, as the adapter shows it.
  expect(validate(solanaSignAndSendOptionsCheck, { preflightCommitment: 'latest' })).toMatchObject({
    issues: [
      {
        path: 'preflightCommitment',
        message: expect.stringMatching(/^Invalid option: expected one of "processed"\|/),
      },
    ],
  })
})

test('solana_signAndSendTransaction commitments: exactly the 8 of SPEC §5', () => {
  const spec = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']
  expect(solanaCommitments).toEqual(spec)
  for (const preflightCommitment of spec) {
    expect(validate(solanaSignAndSendOptionsCheck, { preflightCommitment }).ok, preflightCommitment).toBe(
      true,
    )
  }
})

test('namespace configured / adapter exists', () => {
  expect(() => assertNamespaceConfigured(['eip155'], 'solana')).toThrow(
    'Namespace solana is not configured. Please call connect() first with namespace config.',
  )
  expect(() => assertNamespaceConfigured(['eip155'], 'eip155')).not.toThrow()
  const adapter = mock()
  expect(assertAdapterExists({ eip155: adapter }, 'eip155')).toBe(adapter)
  expect(() => assertAdapterExists({ eip155: adapter }, 'solana')).toThrow(
    "Adapter for namespace solana doesn't exist",
  )
})

test('evmChainIdToCoinType (ENSIP-11)', () => {
  expect(evmChainIdToCoinType(1)).toBe(2147483649)
  expect(evmChainIdToCoinType(10)).toBe(2147483658)
  expect(evmChainIdToCoinType(0)).toBe(2147483648)
  expect(evmChainIdToCoinType(2147483647)).toBe(4294967295)
  expect(() => evmChainIdToCoinType(2147483648)).toThrow('Invalid chainId')
  expect(() => evmChainIdToCoinType(-1)).toThrow('Invalid chainId')
  expect(() => evmChainIdToCoinType(1.5)).toThrow('Invalid chainId')
})
