import { UserRejectedRequestError } from '@openappkit/core'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { useWalletFlow } from './useWalletFlow.ts'

// The steps Send and Swap share: the form's refusal, the wallet at work, and each outcome.
describe('useWalletFlow', () => {
  test('a refusal of the form stays on the form and describes it; none lets it go on', () => {
    const { result } = renderHook(() => useWalletFlow<{ amount: string }>())
    let passed = true
    act(() => {
      passed = result.current.check('A token is required')
    })
    expect(passed).toBe(false)
    expect(result.current.formError).toBe('A token is required')
    expect(result.current.describedBy).toBe(result.current.errorId)
    act(() => {
      passed = result.current.check(undefined)
    })
    expect(passed).toBe(true)
    expect(result.current.formError).toBeUndefined()
    expect(result.current.describedBy).toBeUndefined()
  })

  test('success keeps the summary with the explorer link', async () => {
    const { result } = renderHook(() => useWalletFlow<{ amount: string }>())
    await act(() =>
      result.current.run({ amount: '1 ETH' }, async () => ({ explorerUrl: 'https://x.test/tx' })),
    )
    expect(result.current.step).toBe('success')
    expect(result.current.done).toEqual({ amount: '1 ETH', explorerUrl: 'https://x.test/tx' })
  })

  test('a refusal in the wallet comes back to the form, declined; the next check forgets it', async () => {
    const { result } = renderHook(() => useWalletFlow<{ amount: string }>())
    await act(() =>
      result.current.run({ amount: '1 ETH' }, () => Promise.reject(new UserRejectedRequestError())),
    )
    expect(result.current.step).toBe('form')
    expect(result.current.declined).toBe(true)
    expect(result.current.describedBy).toBe(result.current.errorId)
    act(() => {
      result.current.check(undefined)
    })
    expect(result.current.declined).toBe(false)
  })

  test('another failure says its reason', async () => {
    const { result } = renderHook(() => useWalletFlow<{ amount: string }>())
    await act(() => result.current.run({ amount: '1 ETH' }, () => Promise.reject(new Error('Out of gas'))))
    expect(result.current.step).toBe('failure')
    expect(result.current.failure).toBe('Out of gas')
  })
})
