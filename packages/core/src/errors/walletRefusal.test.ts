import { UserRejectedRequestError as ViemUserRejectedRequestError } from 'viem'
import { expect, test } from 'vitest'
import { BaseError } from './base.ts'
import {
  isRequestAlreadyPending,
  isUserRejection,
  RequestAlreadyPendingError,
  UserRejectedRequestError,
} from './walletRefusal.ts'

test('a refusal is our type with its sentence, the wallet error kept as cause', () => {
  const cause = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const error = new UserRejectedRequestError({ cause })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('UserRejectedRequestError')
  expect(error.shortMessage).toBe('The request was rejected in the wallet')
  expect(error.cause).toBe(cause)
  expect(new RequestAlreadyPendingError().shortMessage).toBe('A request is already waiting in the wallet')
})

test("a refusal wrapping viem's says the wallet's words once, without viem's version", () => {
  const cause = new ViemUserRejectedRequestError(new Error('User rejected the request.'))
  const error = new UserRejectedRequestError({ cause })
  expect(error.message).toBe(
    'The request was rejected in the wallet\n\nDetails: User rejected the request.\nDocs: /errors#userrejectedrequesterror',
  )
  expect(error.cause).toBe(cause)
})

test('isUserRejection decides on the type alone, never on codes, names or wording', () => {
  expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
  expect(isUserRejection(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toBe(false)
  expect(isUserRejection({ name: 'UserRejectedRequestError' })).toBe(false)
  expect(isUserRejection(new BaseError('x', { cause: new UserRejectedRequestError() }))).toBe(false)
  expect(isUserRejection(undefined)).toBe(false)
  expect(isRequestAlreadyPending(new RequestAlreadyPendingError())).toBe(true)
  expect(isRequestAlreadyPending({ code: -32002 })).toBe(false)
})
