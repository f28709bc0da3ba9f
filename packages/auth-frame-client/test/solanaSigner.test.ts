import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { FrameSolanaSigner } from '../src/solanaSigner.ts'
import { readyFrameClient, track } from './fakeFrame.ts'

const CLUSTER = 'solana:devstack'
const PUBKEY = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

async function setup(approve: () => Promise<boolean>) {
  const { frame, client } = await readyFrameClient()
  const settled = vi.fn()
  const signer = new FrameSolanaSigner(client, { approve, settled }, () => CLUSTER)
  return { frame, signer, settled }
}

test('a message is signed after approval, for the logged-in key, on the active cluster', async () => {
  const { frame, signer, settled } = await setup(async () => true)
  await expect(signer.signMessage('3yZe7d')).rejects.toMatchObject({ code: 4100 })
  signer.setAddress(PUBKEY)
  const signed = track(signer.signMessage('3yZe7d'))
  await vi.advanceTimersByTimeAsync(0)
  expect(frame.last('RPC_REQUEST').payload).toEqual({
    method: 'solana_signMessage',
    params: { message: '3yZe7d', pubkey: PUBKEY },
    chainId: CLUSTER,
    chainNamespace: 'solana',
  })
  frame.answer('RPC_REQUEST', {
    signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  })
  await vi.advanceTimersByTimeAsync(0)
  expect(signed.value).toMatch(/^5VERv8/)
  expect(settled).toHaveBeenCalledTimes(1)
})

test('refused, nothing reaches the frame; bad send options are refused before the user is asked', async () => {
  const refused = await setup(async () => false)
  refused.signer.setAddress(PUBKEY)
  await expect(refused.signer.signAndSendTransaction('AQID')).rejects.toMatchObject({ code: 4001 })
  expect(refused.frame.posted.some((p) => p.message.type === '@w3m-app/RPC_REQUEST')).toBe(false)

  const approve = vi.fn(async () => true)
  const approved = await setup(approve)
  approved.signer.setAddress(PUBKEY)
  const error = await approved.signer
    // @ts-expect-error a commitment the spec does not list
    .signAndSendTransaction('AQID', { preflightCommitment: 'eventually' })
    .catch((e: unknown) => e)
  expect(error).toMatchObject({ code: -32602 })
  expect(String((error as Error).message)).toMatch(/Invalid params for solana_signAndSendTransaction/)
  // The approval never opened for it, and nothing was posted.
  expect(approve).not.toHaveBeenCalled()
  expect(approved.settled).not.toHaveBeenCalled()
  expect(approved.frame.posted.some((p) => p.message.type === '@w3m-app/RPC_REQUEST')).toBe(false)
  for (const options of [
    { maxRetries: '3' },
    { skipPreflight: 1 },
    { extra: true },
    { minContextSlot: null },
  ]) {
    await expect(approved.signer.signAndSendTransaction('AQID', options as never)).rejects.toMatchObject({
      code: -32602,
    })
  }
  expect(approve).not.toHaveBeenCalled()
})

test('a signed transaction comes back as the frame sent it, once checked', async () => {
  const { frame, signer } = await setup(async () => true)
  signer.setAddress(PUBKEY)
  const signed = track(signer.signTransaction('AQID'))
  await vi.advanceTimersByTimeAsync(0)
  frame.answer('RPC_REQUEST', { signature: 'x' })
  await vi.advanceTimersByTimeAsync(0)
  expect(signed.settled).toBe(false)
  frame.answer('RPC_REQUEST', { transaction: 'BQYH' })
  await vi.advanceTimersByTimeAsync(0)
  expect(signed.value).toBe('BQYH')
})
