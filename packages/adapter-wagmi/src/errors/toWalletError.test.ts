import { BaseError } from '@openappkit/core'
import { describe, expect, test } from 'vitest'
import { shouldAddChain } from '../actions/switchNetwork'
import { errorCode, toWalletError } from './toWalletError'

describe('wallet errors', () => {
  test('finds the code where wallets and wrappers put it', () => {
    expect(errorCode({ code: 4902 })).toBe(4902)
    expect(errorCode({ data: { originalError: { code: 4902 } } })).toBe(4902)
    expect(errorCode(new Error('outer', { cause: { code: -32603 } }))).toBe(-32603)
    expect(errorCode(new Error('no code'))).toBeUndefined()
  })

  test('4902, 5000 and 32603 (either sign) lead to adding the chain; others do not', () => {
    expect([4902, 5000, 32603, -32603].map((code) => shouldAddChain({ code }))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect([4001, -32602, 4100].map((code) => shouldAddChain({ code }))).toEqual([false, false, false])
  })

  test('a refusal, a bad address and anything else get their own message; ours pass through', () => {
    expect(toWalletError({ code: 4001, message: 'nope' }, 'connect').shortMessage).toBe(
      'The request was rejected in the wallet',
    )
    const bad = Object.assign(new Error('Address "0x1" is invalid.'), { name: 'InvalidAddressError' })
    expect(toWalletError(bad, 'connect').shortMessage).toBe('The wallet answered with an invalid address')
    const other = toWalletError(new Error('boom'), 'sign the message')
    expect(other.shortMessage).toBe('The wallet could not sign the message')
    expect(other.details).toBe('boom')
    const ours = new BaseError('Mine')
    expect(toWalletError(ours, 'x')).toBe(ours)
  })
})
