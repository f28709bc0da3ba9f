import { describe, expect, test } from 'vitest'
import { isRefusalMessage, isWalletRefusal, walletErrorCode } from './isWalletRefusal.ts'

describe('isWalletRefusal: every shape a wallet says no in', () => {
  test('EIP-1193 code 4001, as a number or a string, at any depth', () => {
    expect(isWalletRefusal({ code: 4001, message: 'whatever' })).toBe(true)
    expect(isWalletRefusal({ code: '4001' })).toBe(true)
    expect(isWalletRefusal(new Error('outer', { cause: new Error('mid', { cause: { code: 4001 } }) }))).toBe(
      true,
    )
    expect(isWalletRefusal({ data: { originalError: { code: 4001 } } })).toBe(true)
  })

  test('extra codes only when the adapter says so (WalletConnect 5000)', () => {
    expect(isWalletRefusal({ code: 5000, message: 'x' })).toBe(false)
    expect(isWalletRefusal({ code: 5000, message: 'x' }, { codes: [5000] })).toBe(true)
  })

  test('a UserRejectedRequestError by name (viem, wagmi), however deep', () => {
    const viem = { name: 'UserRejectedRequestError', message: 'User rejected the request.' }
    expect(isWalletRefusal({ name: 'ConnectorError', cause: { name: 'X', cause: viem } })).toBe(true)
  })

  test('wallet-adapter errors keep the original in `error`', () => {
    expect(isWalletRefusal({ name: 'WalletConnectionError', message: '', error: { code: 4001 } })).toBe(true)
    expect(
      isWalletRefusal({
        name: 'WalletSignMessageError',
        message: 'failed',
        error: new Error('User rejected'),
      }),
    ).toBe(true)
  })

  test('message-only refusals', () => {
    for (const text of [
      'User rejected the request.',
      'User denied account authorization',
      'MetaMask Tx Signature: User denied transaction signature.',
      'rejected by user',
      'Rejected by the user',
      'The user rejected the request',
      'User canceled',
      'User declined',
      'Approval Denied',
      'Request rejected',
      'Connection request rejected',
      'User rejected methods.',
    ]) {
      expect([text, isRefusalMessage(text)]).toEqual([text, true])
      expect(isWalletRefusal(new Error(text))).toBe(true)
    }
  })

  test('failures that are not a refusal', () => {
    for (const text of [
      'execution reverted',
      'Access denied: invalid API key in https://rpc.example/v1',
      'The requested account and/or method has not been authorized by the user.',
      'insufficient funds for gas * price + value',
      'socket closed',
      'transaction rejected: nonce too low',
      'Request rejected by the node: replacement transaction underpriced',
      'Transaction rejected because the gas limit is too low',
      '',
    ]) {
      expect([text, isWalletRefusal(new Error(text))]).toEqual([text, false])
    }
    expect(isWalletRefusal({ code: 4100 })).toBe(false)
    expect(isWalletRefusal({ code: -32002 })).toBe(false)
    expect(isWalletRefusal(null)).toBe(false)
    expect(isWalletRefusal(42)).toBe(false)
  })

  test('a cause chain that loops ends', () => {
    const a: Record<string, unknown> = { message: 'a' }
    a.cause = { message: 'b', cause: a }
    expect(isWalletRefusal(a)).toBe(false)
  })
})

test('walletErrorCode reads the code where wallets and wrappers put it', () => {
  expect(walletErrorCode({ code: -32002 })).toBe(-32002)
  expect(walletErrorCode(new Error('outer', { cause: { code: 4902 } }))).toBe(4902)
  expect(walletErrorCode({ data: { originalError: { code: 4902 } } })).toBe(4902)
  expect(walletErrorCode({ error: { code: 4001 } })).toBe(4001)
  expect(walletErrorCode(new Error('none'))).toBeUndefined()
})
