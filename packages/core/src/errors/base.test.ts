import { describe, expect, test } from 'vitest'
import { BaseError } from './base.ts'

describe('BaseError', () => {
  test('message is the short message and the docs line when there is nothing to add', () => {
    const error = new BaseError('Something went wrong')
    expect(error.message).toBe('Something went wrong\nDocs: /errors#openappkiterror')
    expect(error.shortMessage).toBe('Something went wrong')
    expect(error.name).toBe('OpenAppKitError')
    expect(error.details).toBeUndefined()
  })

  test("details, meta messages and the class's docs path are appended", () => {
    class OptionsError extends BaseError {
      static override readonly docsPath = '/errors#optionserror'
    }
    const error = new OptionsError('Bad options', {
      details: 'projectId: expected string',
      metaMessages: ['Check createAppKit options.'],
    })
    expect(error.docsPath).toBe('/errors#optionserror')
    expect(error.message).toBe(
      'Bad options\n\nCheck createAppKit options.\n\nDetails: projectId: expected string\nDocs: /errors#optionserror',
    )
  })

  test('details come from the cause when not given', () => {
    const error = new BaseError('Outer', { cause: new Error('inner reason') })
    expect(error.details).toBe('inner reason')
    expect(error.cause).toBeInstanceOf(Error)
  })

  test("a library error's short message is the details, not its whole formatted message", () => {
    // viem's and wagmi's errors carry `shortMessage`; their `message` repeats their details and
    // adds their version and docs.
    const library = Object.assign(
      new Error('User rejected the request.\n\nDetails: User rejected the request.\nVersion: viem@2.57.20'),
      { shortMessage: 'User rejected the request.' },
    )
    const error = new BaseError('The request was rejected in the wallet', { cause: library })
    expect(error.message).toBe(
      'The request was rejected in the wallet\n\nDetails: User rejected the request.\nDocs: /errors#openappkiterror',
    )
    expect(error.cause).toBe(library)
  })

  test('details of a BaseError cause are carried up', () => {
    const inner = new BaseError('Inner', { details: 'root detail' })
    expect(new BaseError('Outer', { cause: inner }).details).toBe('root detail')
  })

  test('explicit details win over a cause', () => {
    const inner = new BaseError('Inner', { details: 'root detail' })
    expect(new BaseError('Outer', { cause: inner, details: 'outer detail' }).details).toBe('outer detail')
    expect(new BaseError('Outer', { cause: new Error('inner reason'), details: 'mine' }).details).toBe('mine')
    expect(new BaseError('Outer', { cause: new BaseError('Inner') }).details).toBe('Inner')
  })

  test('walk returns the deepest cause, or the first matching one', () => {
    const root = new Error('root')
    const middle = new BaseError('middle', { cause: root })
    const top = new BaseError('top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof BaseError && e.shortMessage === 'middle')).toBe(middle)
    expect(top.walk(() => false)).toBeNull()
  })
})
