import type { AppKit, AppKitEvents } from '../appKit.ts'

export type AppKitEvent = {
  [K in keyof AppKitEvents]: { name: K; data: AppKitEvents[K]; timestamp: number }
}[keyof AppKitEvents]

// Written as a record so a new event name fails to compile until it is listed here.
const eventNames = Object.keys({
  alert: true,
  connect: true,
  disconnect: true,
  modal: true,
  send: true,
  swap: true,
  onramp: true,
  pay: true,
  error: true,
} satisfies Record<keyof AppKitEvents, true>) as (keyof AppKitEvents)[]

/** Every event of the instance, typed by name, through one listener. */
export function watchEvents(appKit: AppKit, onEvent: (event: AppKitEvent) => void): () => void {
  const stops = eventNames.map((name) =>
    appKit.emitter.on(name, (data) => onEvent({ name, data, timestamp: appKit.clock.now() } as AppKitEvent)),
  )
  return () => {
    for (const stop of stops) stop()
  }
}
