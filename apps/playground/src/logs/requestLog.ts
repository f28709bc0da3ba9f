// Every request the page made to another origin (the devstack's services, chains and relay):
// HTTP from the browser's Resource Timing entries, which the browser records itself, so nothing
// the SDK does can slip past; WebSockets, which Resource Timing leaves out, from a wrapper on the
// page's WebSocket constructor. The playground's own files (same origin) are left out.

export type LoggedRequest = {
  id: number
  kind: 'fetch' | 'websocket' | 'other'
  url: string
  /** HTTP status when the browser reports it (0: unknown or opaque). */
  status: number
  durationMs: number
  at: number
}

type Listener = () => void
const listeners = new Set<Listener>()
let entries: readonly LoggedRequest[] = []
let ids = 0
const MAX = 500

function add(entry: Omit<LoggedRequest, 'id'>) {
  entries = [{ ...entry, id: ++ids }, ...entries].slice(0, MAX)
  for (const listener of listeners) listener()
}

function offOrigin(url: string) {
  try {
    return new URL(url, location.href).origin !== location.origin
  } catch {
    return false
  }
}

let installed = false

/** Starts recording (once per page). */
export function installRequestLog() {
  if (installed || typeof window === 'undefined') return
  installed = true
  if (typeof PerformanceObserver !== 'undefined') {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (!offOrigin(entry.name)) continue
        add({
          kind:
            entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest' ? 'fetch' : 'other',
          url: entry.name,
          status: entry.responseStatus ?? 0,
          durationMs: Math.round(entry.duration),
          at: Math.round(performance.timeOrigin + entry.startTime),
        })
      }
    }).observe({ type: 'resource', buffered: true })
  }
  const Native = window.WebSocket
  if (!Native) return
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      if (offOrigin(String(url)))
        add({ kind: 'websocket', url: String(url), status: 0, durationMs: 0, at: Date.now() })
    }
  }
}

export const requestLog = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  entries: () => entries,
  clear() {
    entries = []
    for (const listener of listeners) listener()
  },
}
