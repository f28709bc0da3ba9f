import { createTestAppKit } from '@openappkit/testing/vitest'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { closeModal } from '../actions/closeModal.ts'
import { connect } from '../actions/connect.ts'
import { getModalState } from '../actions/getModalState.ts'
import { openModal } from '../actions/openModal.ts'
import { mock } from '../adapters/mock.ts'
import { createEmbeddedApproval } from './embeddedApproval.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const sign = { method: 'personal_sign', params: ['0x68', '0xabc'], chainId: 1 }

function setup() {
  const { appKit } = createTestAppKit({ adapters: [mock()] })
  const approval = createEmbeddedApproval()
  const frame = { frameUrl: 'https://secure.walletconnect.org/sdk', rejectRpcRequests: vi.fn() }
  const detach = approval.attach(appKit, frame)
  return { appKit, approval, frame, detach }
}

test('before attach every request is refused', async () => {
  expect(await createEmbeddedApproval().hooks.approve(sign)).toBe(false)
})

test('each request opens ApproveTransaction at once with what it asks; answers go to the entry shown', async () => {
  const { appKit, approval } = setup()
  const answer = approval.hooks.approve(sign)
  expect(getModalState(appKit)).toMatchObject({ open: true, view: 'ApproveTransaction' })
  expect(appKit.store.get(approval.pending)[0]?.summary).toMatchObject({
    kind: 'signMessage',
    message: 'h',
  })
  const send = { method: 'eth_sendTransaction', params: [{ to: '0x1', value: '0x10' }], chainId: 1 }
  const later = approval.hooks.approve(send)
  expect(appKit.store.get(approval.pending)[1]?.summary).toMatchObject({
    kind: 'sendTransaction',
    to: '0x1',
    value: 16n,
  })
  approval.answer(appKit.store.get(approval.pending)[0]?.id ?? 0, true)
  expect(await answer).toBe(true)
  approval.answer(appKit.store.get(approval.pending)[1]?.id ?? 0, false)
  expect(await later).toBe(false)
})

test('an unsafe request opens ApproveTransaction with what it asks; approve sends it; the view closes when it settles', async () => {
  const { appKit, approval } = setup()
  const answer = approval.hooks.approve(sign)
  expect(getModalState(appKit)).toMatchObject({ open: true, view: 'ApproveTransaction' })
  expect(appKit.store.get(approval.pending).map((p) => [p.request, p.answered])).toEqual([[sign, false]])
  // The view cannot be closed while it waits.
  expect(closeModal(appKit)).toBe(false)
  approval.answer(appKit.store.get(approval.pending)[0]?.id ?? 0, true)
  expect(await answer).toBe(true)
  expect(appKit.store.get(approval.pending)[0]?.answered).toBe(true)
  approval.hooks.settled(sign, { result: '0xsig' })
  expect(getModalState(appKit).open).toBe(false)
  expect(appKit.store.get(approval.pending)).toEqual([])
})

test('on an open modal the request joins the transaction stack and pops back when settled', async () => {
  const { appKit, approval } = setup()
  await connect(appKit, { connectorId: 'mock' })
  openModal(appKit)
  const answer = approval.hooks.approve(sign)
  expect(getModalState(appKit).history).toEqual(['Account', 'ApproveTransaction'])
  approval.answer(appKit.store.get(approval.pending)[0]?.id ?? 0, false)
  expect(await answer).toBe(false)
  approval.hooks.settled(sign, { error: new Error('refused') })
  expect(getModalState(appKit)).toMatchObject({ open: true, history: ['Account'], transactionStack: [] })
})

test('closing the modal refuses what waits and tells the frame', async () => {
  const { appKit, approval, frame } = setup()
  const answer = approval.hooks.approve(sign)
  closeModal(appKit, { force: true })
  expect(await answer).toBe(false)
  expect(frame.rejectRpcRequests).not.toHaveBeenCalled()
  // Closed with nothing to approve: open requests are rejected.
  openModal(appKit)
  approval.hooks.settled(sign, { error: new Error('refused') })
  openModal(appKit)
  closeModal(appKit)
  expect(frame.rejectRpcRequests).toHaveBeenCalled()
})

test('an unknown method opens the modal and shows the error after 300 ms', async () => {
  const { appKit, approval, frame } = setup()
  approval.hooks.unknownMethod('eth_mine')
  expect(getModalState(appKit).open).toBe(true)
  await vi.advanceTimersByTimeAsync(299)
  expect(appKit.store.get(appKit.atoms.toast).open).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
    open: true,
    message: 'Requested RPC call is not allowed',
    variant: 'error',
  })
  expect(frame.rejectRpcRequests).toHaveBeenCalled()
})

test('detach refuses what waits and unbinds', async () => {
  const { approval, detach } = setup()
  const answer = approval.hooks.approve(sign)
  detach()
  expect(await answer).toBe(false)
  expect(await approval.hooks.approve(sign)).toBe(false)
})

test('an answer goes to the request shown, never to one that arrived after it', async () => {
  const { appKit, approval } = setup()
  const outcomes: string[] = []
  const shown = approval.hooks.approve(sign).then((ok) => outcomes.push(`shown:${ok}`))
  const [displayed] = appKit.store.get(approval.pending)
  // A second request lands just before the click on the first.
  const send = { method: 'eth_sendTransaction', params: [{ to: '0x1', value: '0x1' }], chainId: 1 }
  const late = approval.hooks.approve(send).then((ok) => outcomes.push(`late:${ok}`))
  approval.answer(displayed?.id ?? 0, true)
  await shown
  await Promise.resolve()
  expect(outcomes).toEqual(['shown:true'])
  expect(appKit.store.get(approval.pending).map((p) => [p.request.method, p.answered])).toEqual([
    ['personal_sign', true],
    ['eth_sendTransaction', false],
  ])
  // A second click on the same (answered) entry, or an unknown id, changes nothing.
  const before = appKit.store.get(approval.pending)
  approval.answer(displayed?.id ?? 0, false)
  approval.answer(9999, true)
  expect(appKit.store.get(approval.pending)).toBe(before)
  const lateId = before[1]?.id ?? 0
  approval.answer(lateId, false)
  await late
  expect(outcomes).toEqual(['shown:true', 'late:false'])
})

test('a frame client loading another frame than services.authFrame, or any while it is false, is refused', () => {
  const frameAt = (frameUrl: string) => ({ frameUrl, rejectRpcRequests: vi.fn() })
  const { appKit: devstack } = createTestAppKit({
    adapters: [mock()],
    services: { authFrame: 'http://127.0.0.1:4100/frame' },
  })
  const approval = createEmbeddedApproval()
  expect(() => approval.attach(devstack, frameAt('https://secure.walletconnect.org/sdk'))).toThrow(
    'services.authFrame is http://127.0.0.1:4100/frame but the frame client loads https://secure.walletconnect.org/sdk: give both the same frame URL',
  )
  // Refused: nothing was bound, requests are still refused and nothing opens.
  return approval.hooks.approve(sign).then((approved) => {
    expect(approved).toBe(false)
    expect(getModalState(devstack).open).toBe(false)
    // The same frame, written with a trailing slash or a query, is the same frame.
    const detach = approval.attach(devstack, frameAt('http://127.0.0.1:4100/frame/?projectId=p'))
    detach()
    const { appKit: off } = createTestAppKit({ adapters: [mock()], services: { authFrame: false } })
    expect(() => createEmbeddedApproval().attach(off, frameAt('http://127.0.0.1:4100/frame'))).toThrow(
      'services.authFrame is false, which switches the embedded wallet off',
    )
  })
})
