export type Emitter<Events extends Record<string, unknown>> = {
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
}

/** A small typed emitter; a throwing listener does not stop the others. */
export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as (payload: never) => void)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          ;(listener as (payload: unknown) => void)(payload)
        } catch (error) {
          console.error('[openappkit] event listener failed', error)
        }
      }
    },
  }
}
