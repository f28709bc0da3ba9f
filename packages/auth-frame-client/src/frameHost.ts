/** What the client reads of a window `message` event. */
export type FrameMessageEvent = { data: unknown; origin: string; source: unknown }

/** The mounted frame: the window to post to (and the only source answers are taken from). */
export type MountedFrame = {
  readonly window: { postMessage(message: unknown, targetOrigin: string): void } | null
  remove(): void
}

/**
 * Where the frame lives: the page's window and document by default. Tests give their own so the
 * protocol runs without a browser; the browser tests use the default.
 */
export type FrameHost = {
  listen(listener: (event: FrameMessageEvent) => void): () => void
  mount(url: string, onError: () => void): MountedFrame
}

export const FRAME_ELEMENT_ID = 'openappkit-auth-frame'

export function browserFrameHost(): FrameHost | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined
  return {
    listen(listener) {
      const handler = (event: MessageEvent) => listener(event)
      window.addEventListener('message', handler)
      return () => window.removeEventListener('message', handler)
    },
    mount(url, onError) {
      const iframe = document.createElement('iframe')
      iframe.id = FRAME_ELEMENT_ID
      iframe.name = FRAME_ELEMENT_ID
      iframe.title = 'Embedded wallet'
      iframe.src = url
      iframe.setAttribute('aria-hidden', 'true')
      iframe.tabIndex = -1
      iframe.style.display = 'none'
      iframe.onerror = onError
      document.body.appendChild(iframe)
      return {
        get window() {
          return iframe.contentWindow
        },
        remove: () => iframe.remove(),
      }
    },
  }
}
