/// <reference path="./jsdom.d.ts" />
import { JSDOM } from 'jsdom'

export type InstallDomParameters = {
  /** The page's body, empty by default. */
  body?: string | undefined
}

/**
 * A jsdom page installed as the browser globals wallets and React look for (`window`,
 * `document`, `navigator`, `localStorage`, `HTMLElement`, `Node`, `Event`, `CustomEvent`), with
 * Node's own globals kept. Vitest's jsdom environment would also swap in jsdom's typed arrays,
 * whose `Uint8Array` Node's Buffers and crypto do not return (web3.js and @noble then reject
 * every key), and resolve `new URL(path, import.meta.url)` against the page (the devstack then
 * cannot read its files). `restore` puts the previous globals back and closes the page.
 */
export function installDom(parameters: InstallDomParameters = {}) {
  const { window } = new JSDOM(
    `<!doctype html><html><head></head><body>${parameters.body ?? ''}</body></html>`,
    {
      url: 'http://localhost/',
    },
  )
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    navigator: window.navigator,
    localStorage: window.localStorage,
    HTMLElement: window.HTMLElement,
    Node: window.Node,
    Event: window.Event,
    CustomEvent: window.CustomEvent,
  }
  const saved = Object.keys(globals).map(
    (key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const,
  )
  for (const [key, value] of Object.entries(globals))
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true })
  return {
    window,
    restore() {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, key, descriptor)
        else Reflect.deleteProperty(globalThis, key)
      }
      window.close()
    },
  }
}
