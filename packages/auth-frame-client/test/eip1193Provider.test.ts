import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { FrameEip1193Provider } from '../src/eip1193Provider.ts'
import type { FrameProviderHooks } from '../src/sendWithApproval.ts'
import { readyFrameClient, track } from './fakeFrame.ts'

const ADDRESS = '0x3333333333333333333333333333333333333333'
const SIGNATURE = `0x${'ef'.repeat(65)}`

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

async function setup(hooks: FrameProviderHooks = {}, loggedIn = true) {
  const { frame, client } = await readyFrameClient()
  const provider = new FrameEip1193Provider(client, hooks, { chainId: 31337 })
  if (loggedIn) provider.setSession({ accounts: [ADDRESS], chainId: 31337 })
  return { frame, client, provider }
}

test('reads go straight to the frame; chain id and accounts are answered from the login', async () => {
  const approve = vi.fn()
  const { frame, provider } = await setup({ approve })
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
  const block = track(provider.request({ method: 'eth_blockNumber' }))
  await vi.advanceTimersByTimeAsync(0)
  // A call without params is sent with JSON-RPC's empty ones (the hosted frame requires them).
  expect(frame.last('RPC_REQUEST').payload).toMatchObject({
    method: 'eth_blockNumber',
    params: [],
    chainId: 31337,
    chainNamespace: 'eip155',
  })
  frame.answer('RPC_REQUEST', '0x2a')
  await vi.advanceTimersByTimeAsync(0)
  expect(block.value).toBe('0x2a')
  expect(approve).not.toHaveBeenCalled()
})

test('a signature waits for approval, is sent once approved, and reports how it settled', async () => {
  let release!: (ok: boolean) => void
  const settled = vi.fn()
  const { frame, provider } = await setup({
    approve: () => new Promise<boolean>((resolve) => (release = resolve)),
    settled,
  })
  const sign = track(provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }))
  await vi.advanceTimersByTimeAsync(0)
  expect(frame.posted.some((p) => p.message.type === '@w3m-app/RPC_REQUEST')).toBe(false)
  release(true)
  await vi.advanceTimersByTimeAsync(0)
  frame.answer('RPC_REQUEST', SIGNATURE)
  await vi.advanceTimersByTimeAsync(0)
  expect(sign.value).toBe(SIGNATURE)
  expect(settled).toHaveBeenCalledWith(
    { method: 'personal_sign', params: ['0x68', ADDRESS], chainId: 31337 },
    { result: SIGNATURE },
  )
})

test('a refused approval is a 4001 and nothing reaches the frame; no approver means nothing signs', async () => {
  const settled = vi.fn()
  const refused = await setup({ approve: async () => false, settled })
  const error = await refused.provider
    .request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] })
    .catch((e: unknown) => e)
  expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' })
  expect(settled).toHaveBeenCalledTimes(1)
  expect(refused.frame.posted.some((p) => p.message.type === '@w3m-app/RPC_REQUEST')).toBe(false)

  const headless = await setup()
  await expect(
    headless.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }),
  ).rejects.toMatchObject({
    code: 4001,
    message: 'Action not allowed',
  })
})

test('closing the modal after an approved request reached the frame asks the frame to stop it; the frame decides', async () => {
  const { frame, client, provider } = await setup({ approve: async () => true })
  const sign = track(provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }))
  const read = track(provider.request({ method: 'eth_blockNumber' }))
  await vi.advanceTimersByTimeAsync(0)
  const signRequest = frame.posted.find(
    (p) =>
      p.message.type === '@w3m-app/RPC_REQUEST' &&
      (p.message.payload as { method: string }).method === 'personal_sign',
  )?.message
  expect(signRequest).toBeDefined()
  client.rejectRpcRequests()
  await vi.advanceTimersByTimeAsync(0)
  // Held by the frame: the client asks it to abort, and waits for its answer.
  expect(frame.last('RPC_ABORT')).toBeDefined()
  expect(sign.settled).toBe(false)
  frame.answer('RPC_ABORT')
  // The frame had already signed: that answer is the result.
  const signature = `0x${'ab'.repeat(65)}`
  frame.deliver({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: signRequest?.id, payload: signature })
  await vi.advanceTimersByTimeAsync(0)
  expect(sign.value).toBe(signature)
  expect(read.settled).toBe(false)
})

test('a held request the frame stopped is a refusal (4001 "Request was aborted"); reads alone send no abort', async () => {
  const { frame, client, provider } = await setup({ approve: async () => true })
  const read = track(provider.request({ method: 'eth_blockNumber' }))
  await vi.advanceTimersByTimeAsync(0)
  client.rejectRpcRequests()
  await vi.advanceTimersByTimeAsync(0)
  expect(frame.posted.some((p) => p.message.type === '@w3m-app/RPC_ABORT')).toBe(false)
  frame.answer('RPC_REQUEST', '0x2a')
  await vi.advanceTimersByTimeAsync(0)
  expect(read.value).toBe('0x2a')

  const send = track(
    provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] }),
  )
  await vi.advanceTimersByTimeAsync(0)
  client.rejectRpcRequests()
  await vi.advanceTimersByTimeAsync(0)
  frame.answer('RPC_ABORT')
  frame.answer('RPC_REQUEST', { message: 'Request was aborted' }, 'ERROR')
  await vi.advanceTimersByTimeAsync(0)
  expect(send.error).toMatchObject({ code: 4001, message: 'Request was aborted' })
})

test('an unknown method is refused with 4200 and reported', async () => {
  const unknownMethod = vi.fn()
  const { frame, provider } = await setup({ unknownMethod })
  await expect(provider.request({ method: 'eth_mine' })).rejects.toMatchObject({
    code: 4200,
    message: 'Requested RPC call is not allowed',
  })
  await expect(provider.request({ method: 'solana_signMessage' })).rejects.toMatchObject({ code: 4200 })
  expect(unknownMethod.mock.calls).toEqual([['eth_mine'], ['solana_signMessage']])
  expect(frame.posted.filter((p) => p.message.type === '@w3m-app/RPC_REQUEST')).toEqual([])
})

test('chain switching goes through the frame and emits chainChanged; a refused chain is 4902', async () => {
  const { frame, provider } = await setup()
  const changes: unknown[] = []
  provider.on('chainChanged', (id) => changes.push(id))
  const ok = track(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }))
  await vi.advanceTimersByTimeAsync(0)
  expect(frame.last('SWITCH_NETWORK').payload).toMatchObject({ chainId: 10 })
  frame.answer('SWITCH_NETWORK', { chainId: 10 })
  await vi.advanceTimersByTimeAsync(0)
  expect(ok.value).toBeNull()
  expect(changes).toEqual(['0xa'])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')

  const bad = track(
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x999' }] }),
  )
  await vi.advanceTimersByTimeAsync(0)
  frame.answer('SWITCH_NETWORK', { message: 'Chain 2457 is not supported' }, 'ERROR')
  await vi.advanceTimersByTimeAsync(0)
  expect(bad.error).toMatchObject({ code: 4902, message: 'Chain 2457 is not supported' })
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
  await expect(
    provider.request({ method: 'wallet_switchEthereumChain', params: [{}] }),
  ).rejects.toMatchObject({
    code: -32602,
  })
})

test('signing needs a login: 4100 before one', async () => {
  const { provider } = await setup({ approve: async () => true }, false)
  await expect(
    provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }),
  ).rejects.toMatchObject({
    code: 4100,
  })
})

test('a request the frame would refuse is refused before the user is asked (-32602, no approval)', async () => {
  const approve = vi.fn(async () => true)
  const settled = vi.fn()
  const { frame, provider } = await setup({ approve, settled })
  const bad = [
    { method: 'wallet_sendCalls', params: [{ calls: [{ to: 'nowhere' }] }] },
    { method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS, data: 'zz' }] }] },
    { method: 'personal_sign', params: ['only a message'] },
    { method: 'eth_sendTransaction', params: [] },
  ]
  for (const request of bad) {
    const error = await provider.request(request).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: -32602 })
    expect((error as Error).message).toMatch(new RegExp(`Invalid params for ${request.method}`))
  }
  expect(approve).not.toHaveBeenCalled()
  expect(settled).not.toHaveBeenCalled()
  expect(frame.posted.some((p) => p.message.type === '@w3m-app/RPC_REQUEST')).toBe(false)
})
