import { JSDOM } from 'jsdom'

// The test DOM the Wallet Standard runs in. Vitest's own jsdom environment also swaps in jsdom's
// typed arrays, whose `Uint8Array` is not the one Node's Buffers and crypto return, so web3.js
// and @noble reject every key. Wallet discovery needs only a window that dispatches DOM events,
// so the tests keep Node's globals and take `window` (and its event classes) from jsdom.
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/' })
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  Event: dom.window.Event,
  CustomEvent: dom.window.CustomEvent,
})
