import { JSDOM } from 'jsdom'

/**
 * A jsdom page for the test wallet to announce itself in. The files that use it run in Node's
 * environment rather than vitest's jsdom one: under the latter, vitest rewrites
 * `new URL(path, import.meta.url)` to resolve against the page location, which breaks the
 * devstack's file reads while it starts.
 */
export function installDom(): () => void {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost:3000/' })
  const globals = globalThis as Record<string, unknown>
  const saved = { window: globals.window, Event: globals.Event, CustomEvent: globals.CustomEvent }
  globals.window = dom.window
  globals.Event = dom.window.Event
  globals.CustomEvent = dom.window.CustomEvent
  return () => {
    Object.assign(globals, saved)
    dom.window.close()
  }
}
