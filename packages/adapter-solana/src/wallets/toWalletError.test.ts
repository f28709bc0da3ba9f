import { BaseError } from '@openappkit/core'
import { WalletSignTransactionError } from '@solana/wallet-adapter-base'
import { SendTransactionError } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { SolanaTransactionError } from '../errors'
import { toWalletError } from './toWalletError'

describe('toWalletError', () => {
  test('EIP-1193 code 4001 is a refusal, whatever the message', () => {
    const cause = Object.assign(new Error('nope'), { code: 4001 })
    const error = toWalletError(cause)
    expect(error.shortMessage).toBe('The wallet declined the request')
    expect(error.cause).toBe(cause)
  })

  test('a wallet-adapter error wrapping the extension’s refusal is a refusal', () => {
    const inner = new Error('User rejected the request.')
    expect(toWalletError(new WalletSignTransactionError(inner.message, inner)).shortMessage).toBe(
      'The wallet declined the request',
    )
    expect(toWalletError(new WalletSignTransactionError('failed', inner)).shortMessage).toBe(
      'The wallet declined the request',
    )
  })

  test('a node’s SendTransactionError is a chain failure carrying its logs', () => {
    const cause = new SendTransactionError({
      action: 'simulate',
      signature: '',
      transactionMessage: 'Transaction simulation failed',
      logs: ['Program log: insufficient funds'],
    })
    const error = toWalletError(new WalletSignTransactionError(cause.message, cause))
    expect(error).toBeInstanceOf(SolanaTransactionError)
    expect((error as SolanaTransactionError).logs).toEqual(['Program log: insufficient funds'])
  })

  test('anything else is a failed request, and SDK errors pass through', () => {
    expect(toWalletError(new Error('socket closed')).shortMessage).toBe(
      'The wallet could not complete the request',
    )
    expect(toWalletError('weird').shortMessage).toBe('The wallet could not complete the request')
    const own = new BaseError('Already clear')
    expect(toWalletError(own)).toBe(own)
  })
})
