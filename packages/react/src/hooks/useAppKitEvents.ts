'use client'
import { type AppKitEvent, watchEvents } from '@openappkit/core'
import { useEffect, useRef, useState } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseAppKitEventsParameters = {
  /** Called for every event, typed by `event.name`. */
  onEvent?: ((event: AppKitEvent) => void) | undefined
}

/** The latest SDK event (connect, disconnect, modal, send, alert, error), from mount on. */
export function useAppKitEvents(parameters: UseAppKitEventsParameters = {}): AppKitEvent | undefined {
  const appKit = useAppKitInstance('useAppKitEvents')
  const [latest, setLatest] = useState<AppKitEvent>()
  // The latest callback, without resubscribing when the app passes a new function each render.
  const onEvent = useRef(parameters.onEvent)
  onEvent.current = parameters.onEvent
  useEffect(
    () =>
      watchEvents(appKit, (event) => {
        setLatest(event)
        onEvent.current?.(event)
      }),
    [appKit],
  )
  return latest
}
