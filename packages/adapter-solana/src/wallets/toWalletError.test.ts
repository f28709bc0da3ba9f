import { BaseError, UserRejectedRequestError } from '@openappkit/core'
import {
  WalletConnectionError,
  WalletSendTransactionError,
  WalletSignMessageError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base'
import { SendTransactionError } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { SolanaTransactionError } from '../errors.ts'
import { toWalletError } from './toWalletError.ts'

describe('every way a Solana wallet refuses becomes core’s UserRejectedRequestError', () => {
  const userRejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const refusals: [string, unknown][] = [
    [
      'EIP-1193 code 4001 (Phantom, Backpack), whatever the message',
      Object.assign(new Error('nope'), { code: 4001 }),
    ],
    ['code 4001 as a plain object', { code: 4001, message: 'x' }],
    ['a wallet-standard error whose cause refused', new Error('connect failed', { cause: userRejected() })],
    ['WalletConnectionError wrapping the refusal', new WalletConnectionError('failed', userRejected())],
    ['WalletConnectionError whose message says so', new WalletConnectionError('User rejected the request')],
    [
      'WalletSignMessageError wrapping a message-only refusal',
      new WalletSignMessageError('failed', new Error('User denied')),
    ],
    ['WalletSignTransactionError saying so', new WalletSignTransactionError('Transaction cancelled')],
    ['WalletSendTransactionError by user', new WalletSendTransactionError('rejected by user')],
    ['a bare message: User rejected the request', new Error('User rejected the request.')],
    ['a bare message: User denied', new Error('User denied the signature')],
    ['a bare message: Approval Denied (Backpack)', new Error('Approval Denied')],
    ['a string thrown as is', 'User rejected the request'],
  ]
  for (const [form, error] of refusals) {
    test(form, () => {
      const mapped = toWalletError(error)
      expect(mapped).toBeInstanceOf(UserRejectedRequestError)
      expect(mapped.shortMessage).toBe('The request was rejected in the wallet')
      expect(mapped.cause).toBe(error)
    })
  }
})

describe('toWalletError', () => {
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
    expect(toWalletError(new WalletConnectionError('failed', new Error('socket closed')))).not.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(toWalletError('weird').shortMessage).toBe('The wallet could not complete the request')
    const own = new BaseError('Already clear')
    expect(toWalletError(own)).toBe(own)
  })
})
