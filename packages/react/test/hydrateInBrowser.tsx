import { installDom } from '@openappkit/testing/dom'
import { act, type ReactNode } from 'react'
import { vi } from 'vitest'

const restores: (() => void)[] = []

/** Puts back every global `hydrateInBrowser` set; call after each test. */
export function restoreGlobals() {
  for (const restore of restores.splice(0).reverse()) restore()
  vi.unstubAllGlobals()
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
  const dom = installDom({ body: `<div id="root">${html}</div>` })
  restores.push(dom.restore)
  for (const [key, value] of Object.entries(storage)) dom.window.localStorage.setItem(key, value)
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
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
