import { BaseError, UserRejectedRequestError } from '@openappkit/core'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { wrapperFor } from '../../../test/wrapperFor.tsx'
import { useWalletFlow } from './useWalletFlow.ts'

const flow = <Summary,>(appKit = createTestAppKit().appKit) =>
  renderHook(() => useWalletFlow<Summary>('Send'), { wrapper: wrapperFor(appKit) })

// The steps Send and Swap share: the form's refusal, the wallet at work, and each outcome.
describe('useWalletFlow', () => {
  test('a refusal of the form stays on the form and describes it; none lets it go on', () => {
    const { result } = flow<{ amount: string }>()
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
    const { result } = flow<{ amount: string }>()
    await act(() =>
      result.current.run({ amount: '1 ETH' }, async () => ({ explorerUrl: 'https://x.test/tx' })),
    )
    expect(result.current.step).toBe('success')
    expect(result.current.done).toEqual({ amount: '1 ETH', explorerUrl: 'https://x.test/tx' })
  })

  test('a refusal in the wallet comes back to the form, declined; the next check forgets it', async () => {
    const { result } = flow<{ amount: string }>()
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
    const { result } = flow<{ amount: string }>()
    await act(() => result.current.run({ amount: '1 ETH' }, () => Promise.reject(new Error('Out of gas'))))
    expect(result.current.step).toBe('failure')
    expect(result.current.failure).toBe('Out of gas')
  })

  test("a wallet's failure says its own reason after ours, one line of it", async () => {
    const { result } = flow<{ amount: string }>()
    const refused = new BaseError('The wallet could not send the transfer', {
      details: 'Sponsorship is off\nURL: http://127.0.0.1:1/bundler',
    })
    await act(() => result.current.run({ amount: '1 ETH' }, () => Promise.reject(refused)))
    expect(result.current.failure).toBe('The wallet could not send the transfer: Sponsorship is off')
  })

  test('left while the wallet works (an approval view covers it), it comes back with its outcome', async () => {
    const { appKit } = createTestAppKit()
    const first = flow<{ amount: string }>(appKit)
    let answer: (value: { explorerUrl: string }) => void = () => {}
    let running: Promise<void> = Promise.resolve()
    act(() => {
      running = first.result.current.run(
        { amount: '1 ETH' },
        () => new Promise((resolve) => (answer = resolve)),
      )
    })
    expect(first.result.current.step).toBe('pending')
    first.unmount()
    // The wallet answers while the view is away: the view shown again says the send went through.
    await act(async () => {
      answer({ explorerUrl: 'https://x.test/tx' })
      await running
    })
    const again = flow<{ amount: string }>(appKit)
    expect(again.result.current.step).toBe('success')
    expect(again.result.current.done?.amount).toBe('1 ETH')
    // Left after its outcome: the next visit starts over.
    again.unmount()
    expect(flow<{ amount: string }>(appKit).result.current.step).toBe('form')
  })
})
