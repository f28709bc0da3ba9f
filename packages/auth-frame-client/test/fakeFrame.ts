import { vi } from 'vitest'
import { FrameClient, type FrameClientOptions } from '../src/frameClient.ts'
import type { FrameHost, FrameMessageEvent } from '../src/frameHost.ts'

export const FRAME_URL = 'http://127.0.0.1:8614/sdk'
export const FRAME_ORIGIN = 'http://127.0.0.1:8614'

export type Posted = { message: { type: string; id: string; payload?: unknown }; targetOrigin: string }

/** A page window and a frame window in memory: what the client posts, and answers sent back at chosen moments. */
export function fakeFrame() {
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  const posted: Posted[] = []
  const frameWindow = {
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message: message as Posted['message'], targetOrigin })
    },
  }
  const mounted: string[] = []
  const host: FrameHost = {
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    mount(url) {
      mounted.push(url)
      return { window: frameWindow, remove() {} }
    },
  }
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const listener of listeners)
      listener({
        data,
        origin: from.origin ?? FRAME_ORIGIN,
        source: 'source' in from ? from.source : frameWindow,
      })
  }
  /** The last request of this name the client posted. */
  const last = (name: string) => {
    const found = posted.findLast((p) => p.message.type === `@w3m-app/${name}`)
    if (!found)
      throw new Error(`nothing posted as ${name}; posted: ${posted.map((p) => p.message.type).join(', ')}`)
    return found.message
  }
  const answer = (name: string, payload?: unknown, outcome: 'SUCCESS' | 'ERROR' = 'SUCCESS') => {
    const { id } = last(name)
    deliver({ type: `@w3m-frame/${name}_${outcome}`, id, payload })
  }
  return {
    host,
    frameWindow,
    posted,
    mounted,
    deliver,
    last,
    answer,
    ready: () => deliver({ type: '@w3m-frame/READY', payload: { version: '1' } }),
  }
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

/** Tracks whether a promise settled, without letting a rejection go unhandled. */
export function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false }
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error) => Object.assign(state, { settled: true, error }),
  )
  return state
}

/** A client whose frame is created and ready (READY, then the 500 ms), on fake timers. */
export async function readyFrameClient(
  options: Partial<FrameClientOptions> = {},
  stored: Record<string, string> = {},
) {
  const frame = fakeFrame()
  const storage = memoryStorage(stored)
  const client = new FrameClient({
    projectId: 'p1',
    frameUrl: FRAME_URL,
    host: frame.host,
    storage,
    ...options,
  })
  client.createFrame()
  frame.ready()
  await vi.advanceTimersByTimeAsync(500)
  return { frame, client, storage }
}
