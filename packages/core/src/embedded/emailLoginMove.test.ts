import { expect, test } from 'vitest'
import { emailLoginMove } from './emailLoginMove.ts'

const move = (previous: string, step: string, current: string, afterConnect = 'Account') =>
  emailLoginMove({ previous, step, current, afterConnect } as Parameters<typeof emailLoginMove>[0])

test('from the email entry, each step with a view is pushed, so Back returns to the entry', () => {
  expect(move('sending', 'verifyDevice', 'Connect')).toEqual({ view: 'EmailVerifyDevice', how: 'push' })
  expect(move('sending', 'verifyOtp', 'Connect')).toEqual({ view: 'EmailVerifyOtp', how: 'push' })
})

test('one step view replaces the other: the device step is over once the code is asked', () => {
  expect(move('verifyDevice', 'verifyOtp', 'EmailVerifyDevice')).toEqual({
    view: 'EmailVerifyOtp',
    how: 'replace',
  })
  // A resend from the code that the frame answers with device verification.
  expect(move('sending', 'verifyDevice', 'EmailVerifyOtp')).toEqual({
    view: 'EmailVerifyDevice',
    how: 'replace',
  })
})

test('connected: the history restarts where viewAfterConnect leads', () => {
  expect(move('connecting', 'connected', 'EmailVerifyOtp')).toEqual({ view: 'Account', how: 'reset' })
  expect(move('sending', 'connected', 'Connect', 'UnsupportedChain')).toEqual({
    view: 'UnsupportedChain',
    how: 'reset',
  })
  expect(move('connecting', 'connected', 'EmailVerifyOtp', 'SIWXSignMessage')).toEqual({
    view: 'SIWXSignMessage',
    how: 'reset',
  })
})

test('nothing moves when the step is unchanged, has no view, or its view is on screen', () => {
  // A view opened on a step reached earlier (Back to Connect while the code is asked) stays.
  expect(move('verifyOtp', 'verifyOtp', 'Connect')).toBeUndefined()
  expect(move('connected', 'connected', 'Connect')).toBeUndefined()
  for (const step of ['sending', 'connecting', 'idle'])
    expect(move('verifyOtp', step, 'EmailVerifyOtp')).toBeUndefined()
  // A resend from the code view comes back to the code view.
  expect(move('sending', 'verifyOtp', 'EmailVerifyOtp')).toBeUndefined()
  expect(move('sending', 'verifyDevice', 'EmailVerifyDevice')).toBeUndefined()
})
