import { createTestAppKit } from '@openappkit/testing/vitest'
import { expect, test } from 'vitest'
import { getAccount } from '../actions/getAccount.ts'
import { getNetwork } from '../actions/getNetwork.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { updateAccount } from '../actions/updateAccount.ts'
import { mock } from '../adapters/mock.ts'
import { alerts } from '../alerts/alerts.ts'
import { toastMessages } from '../alerts/toastMessages.ts'
import { AdapterNotFoundError, NamespaceNotConfiguredError, SiwxConflictError } from './config.ts'
import {
  activityErrorMessages,
  connectionErrorMessages,
  EmailThrottleError,
  FrameError,
  frameErrorMessages,
  HttpStatusError,
  NameServiceError,
  networkErrorMessages,
  rpcErrorMessages,
  sendErrorMessages,
  siwxErrorMessages,
} from './domain.ts'
import { BalanceRetryBlockedError } from './rest.ts'

// Every fixed sentence of SPEC §5 and §8, written out as the spec gives it. Apps match on these
// strings, so a change to any of them must fail here.
test('the message maps are the sentences of SPEC §5 and §8', () => {
  expect(sendErrorMessages).toEqual({
    amountAndReceiverRequired: 'An amount and receiver address are required',
    tokenRequired: 'A token is required',
    unsupportedChain: 'Unsupported chain',
  })
  expect(siwxErrorMessages).toEqual({
    notEnabled: 'SIWX is not enabled',
    noActiveCaipAddress: 'No ActiveCaipAddress found',
    noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
    noConnectionClient: 'No ConnectionController client found',
  })
  expect(rpcErrorMessages).toEqual({
    notAllowed: 'Requested RPC call is not allowed',
  })
  expect(frameErrorMessages).toEqual({
    iframeNotSet: 'W3mFrame: iframe is not set',
    unknown: 'An error occurred',
    emailDependency: 'Unable to load email login dependency',
  })
  expect(activityErrorMessages).toEqual({
    accountAddressRequired: "Transactions can't be fetched without an accountAddress",
  })
  expect(networkErrorMessages).toEqual({
    caipNetworkUndefined: 'CaipNetwork is undefined',
    caipNetworkNotFound: 'CaipNetwork not found',
    networkNotFound: 'Network not found',
    gasPriceUnsupported: 'Network not supported for Gas Price',
    swapsUnsupported: 'Network not supported for Swaps',
    invalidChainId: 'Invalid chainId',
  })
  expect(connectionErrorMessages).toEqual({
    chainAdapterNotFound: 'Chain adapter not found',
    namespaceRequired: 'Namespace is required',
    failedToDisconnect: 'Failed to disconnect',
  })
})

test('name-service fallbacks, used when the service gives no reason', () => {
  expect(new NameServiceError('resolve').shortMessage).toBe('Error resolving name')
  expect(new NameServiceError('suggestions').shortMessage).toBe('Error fetching name suggestions')
  expect(new NameServiceError('reverse').shortMessage).toBe('Error fetching names for address')
  expect(new NameServiceError('register', { name: 'alice.reown.id' }).shortMessage).toBe(
    'Error registering name alice.reown.id',
  )
  expect(new NameServiceError('resolve', { reason: 'Name is taken' }).shortMessage).toBe('Name is taken')
})

test('sentences with a value in them', () => {
  expect(new AdapterNotFoundError('solana').shortMessage).toBe("Adapter for namespace solana doesn't exist")
  expect(new AdapterNotFoundError().shortMessage).toBe('Adapter not found')
  expect(new NamespaceNotConfiguredError('solana').shortMessage).toBe(
    'Namespace solana is not configured. Please call connect() first with namespace config.',
  )
  expect(new SiwxConflictError().shortMessage).toBe('Cannot set both siweConfig and siwx options')
  expect(new EmailThrottleError(12).shortMessage).toBe('Please try again after 12 seconds')
  expect(new HttpStatusError(503).shortMessage).toBe('HTTP status code: 503')
  expect(new FrameError(undefined).shortMessage).toBe('An error occurred')
  expect(new FrameError('Invalid OTP').shortMessage).toBe('Invalid OTP')
  expect(new BalanceRetryBlockedError(1000).shortMessage).toBe('Token Balance Unavailable')
})

test('the toasts of SPEC §8', () => {
  expect(toastMessages).toEqual({
    tokenBalanceUnavailable: { message: 'Token Balance Unavailable', variant: 'error' },
    transactionsFetchFailed: { message: 'Failed to fetch transactions', variant: 'error' },
    signatureDeclined: { message: 'Signature declined', variant: 'error' },
    smartAccountsUnsupported: {
      message: 'This application might not support Smart Accounts',
      variant: 'error',
    },
    authInitFailed: {
      message: 'A problem occurred while trying initialize authentication',
      variant: 'error',
    },
    authenticating: { message: 'Authenticating...', variant: 'loading' },
    chainNotSupported: { message: 'Chain is not supported', variant: 'error' },
  })
})

test('the alerts of SPEC §8', () => {
  expect(Object.fromEntries(Object.entries(alerts).map(([id, alert]) => [id, alert.shortMessage]))).toEqual({
    networkNotFound: 'Network Not Found',
    invalidAppConfiguration: 'Invalid App Configuration',
    originNotAllowedAnalytics: 'Invalid App Configuration',
    embeddedWalletLoadFailed: 'Network Error - Could not load embedded wallet',
    embeddedWalletRequestTimeout: 'Embedded Wallet Request Timed Out',
    sessionExpired: 'Session Expired',
    invalidProjectId: 'Invalid Project ID',
    projectIdNotConfigured: 'Project ID Not Configured',
    unverifiedDomain: 'Unverified Domain',
  })
  expect(alerts.originNotAllowedAnalytics.longMessage).toBe(
    'Origin not found on Allowlist - update configuration',
  )
})

test('bad input to the actions gets the sentences: no network to switch to, no namespace to update', async () => {
  const { appKit } = createTestAppKit({ adapter: mock() })
  // biome-ignore lint/suspicious/noExplicitAny: what a JavaScript caller may pass
  await expect(switchNetwork(appKit, undefined as any)).rejects.toThrowError(
    expect.objectContaining({ name: 'NetworkError', shortMessage: 'CaipNetwork is undefined' }),
  )
  // biome-ignore lint/suspicious/noExplicitAny: what a JavaScript caller may pass
  expect(() => updateAccount(appKit, undefined as any, { profileName: 'x' })).toThrowError(
    expect.objectContaining({ name: 'ConnectionError', shortMessage: 'Namespace is required' }),
  )
  expect(getAccount(appKit).profileName).toBeUndefined()
  expect(getNetwork(appKit).caipNetwork?.caipNetworkId).toBe('eip155:1')
})
