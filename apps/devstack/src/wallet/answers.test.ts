import { describe, expect, test } from 'vitest'
import { Answers } from './answers.ts'

describe('Answers', () => {
  test('a new hold replaces one not reached yet; the request waits on the newest', async () => {
    const answers = new Answers()
    const first = answers.hold('connect')
    const second = answers.hold('connect')
    const decided = answers.decide('connect', [], true)
    await expect.poll(() => second.reached).toBe(true)
    expect(first.reached).toBe(false)
    second.release({ kind: 'refuse', code: 4100 })
    expect(await decided).toEqual({ kind: 'refuse', code: 4100 })
  })

  test('hold, then always, then the next scripted answer, then the approver, then approval', async () => {
    const answers = new Answers()
    answers.approver = () => ({ kind: 'refuse' })
    answers.next('sign', { kind: 'answer', value: 'garbage' })
    answers.always('sign', { kind: 'hang' })
    expect(await answers.decide('sign', [], true)).toEqual({ kind: 'hang' })
    answers.normally('sign')
    expect(await answers.decide('sign', [], true)).toEqual({ kind: 'answer', value: 'garbage' })
    expect(await answers.decide('sign', [], true)).toEqual({ kind: 'refuse' })
    // Without consent the approver is never asked.
    expect(await answers.decide('read', [], false)).toEqual({ kind: 'approve' })
    answers.next('sign', { kind: 'refuse' })
    answers.clear()
    answers.approver = undefined
    expect(await answers.decide('sign', [], true)).toEqual({ kind: 'approve' })
    expect(answers.requests.map((r) => r.method)).toEqual(['sign', 'sign', 'sign', 'read', 'sign'])
  })
})
