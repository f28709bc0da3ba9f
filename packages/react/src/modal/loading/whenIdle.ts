type IdleWindow = {
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number
  cancelIdleCallback?(handle: number): void
}
type SaveDataNavigator = { connection?: { saveData?: boolean } }

// Idle work still runs within this time on a page that is never idle.
const idleTimeoutMs = 2000

/**
 * Runs `task` once the page has loaded and the main thread has nothing else to do, so work done
 * ahead of need never competes with the app's own start. Not on a connection that asked to save
 * data. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  if ((navigator as SaveDataNavigator).connection?.saveData) return () => {}
  const idle = window as IdleWindow
  let cancelIdle = () => {}
  const schedule = () => {
    if (idle.requestIdleCallback) {
      const handle = idle.requestIdleCallback(task, { timeout: idleTimeoutMs })
      cancelIdle = () => idle.cancelIdleCallback?.(handle)
    } else {
      const timer = setTimeout(task, 1)
      cancelIdle = () => clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') {
    schedule()
    return () => cancelIdle()
  }
  window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancelIdle()
  }
}
