import { expect, test } from 'vitest'
import { leftEmailLogin } from './emailLoginLeft.ts'

const on = (view: string, open = true) => ({ open, view }) as Parameters<typeof leftEmailLogin>[1]

test("leaving the login's views, or closing the modal on them, while it waits on the user", () => {
  expect(leftEmailLogin('verifyDevice', on('EmailVerifyDevice'), on('Connect'))).toBe(true)
  expect(leftEmailLogin('verifyDevice', on('EmailVerifyDevice'), on('EmailVerifyDevice', false))).toBe(true)
  expect(leftEmailLogin('verifyOtp', on('EmailVerifyOtp'), on('Connect'))).toBe(true)
  expect(leftEmailLogin('sending', on('EmailVerifyDevice'), on('Connect'))).toBe(true)
})

test('moving between its views, a login not waiting, or never on its views is no leaving', () => {
  expect(leftEmailLogin('verifyOtp', on('EmailVerifyDevice'), on('EmailVerifyOtp'))).toBe(false)
  expect(leftEmailLogin('connected', on('EmailVerifyOtp'), on('Account'))).toBe(false)
  expect(leftEmailLogin('connecting', on('EmailVerifyOtp'), on('Connect'))).toBe(false)
  expect(leftEmailLogin('verifyDevice', on('Connect'), on('Connect', false))).toBe(false)
  expect(leftEmailLogin('verifyDevice', on('EmailVerifyDevice', false), on('Connect', false))).toBe(false)
})
