import { JSDOM } from 'jsdom'
import { act, type ReactNode } from 'react'
import { vi } from 'vitest'

// The browser globals a test adds, and what they were before, to put back afterwards.
const saved = new Map<string, PropertyDescriptor | undefined>()
function setGlobal(key: string, value: unknown) {
  if (!saved.has(key)) saved.set(key, Object.getOwnPropertyDescriptor(globalThis, key))
  Object.defineProperty(globalThis, key, { value, configurable: true, writable: true })
}

/** Puts back every global `hydrateInBrowser` set; call after each test. */
export function restoreGlobals() {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, key, descriptor)
    else Reflect.deleteProperty(globalThis, key)
  }
  saved.clear()
}

/**
 * A browser (jsdom) holding server-rendered `html` and `storage`: hydrates `element` there and
 * collects what React reports (recoverable errors, console errors) so a test can assert that
 * hydration found no mismatch. Tests that call it run in the node environment, so the server
 * render before it really has no window.
 */
export async function hydrateInBrowser(
  html: string,
  element: ReactNode,
  storage: Readonly<Record<string, string>> = {},
) {
  const dom = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`, {
    url: 'http://localhost/',
  })
  for (const [key, value] of Object.entries(storage)) dom.window.localStorage.setItem(key, value)
  for (const [key, value] of Object.entries({
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    localStorage: dom.window.localStorage,
    HTMLElement: dom.window.HTMLElement,
    Node: dom.window.Node,
    IS_REACT_ACT_ENVIRONMENT: true,
  })) {
    setGlobal(key, value)
  }
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const recoverable: unknown[] = []
  // react-dom/client decides whether it has a DOM when it loads, so it loads after the window exists.
  const { hydrateRoot } = await import('react-dom/client')
  const container = dom.window.document.getElementById('root')
  if (!container) throw new Error('no root')
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) })
  })
  return {
    container,
    consoleErrors,
    recoverable,
    storage: dom.window.localStorage,
    unmount: () => act(() => root?.unmount()),
  }
}
