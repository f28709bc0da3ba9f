import { createRequire, Module } from 'node:module'

// Makes @walletconnect/core loadable inside vitest. Vitest starts its workers with
// `--conditions module`, so Node resolves the core to its ESM build, which was written for
// bundlers: it default-imports two CommonJS packages whose class sits on `exports.default`.
// Node hands an ESM default import the whole `module.exports` object instead, and the core
// fails with "… is not a constructor" (keyvaluestorage at init, jsonrpc-ws-connection on every
// connection attempt, so publishes just time out). Bundlers and plain Node (which loads the
// CommonJS build) are unaffected.
//
// The fix: before the core is imported, put a module in require's cache for each of those
// packages whose `module.exports` is the class itself (with the named exports still attached).
// Node's ESM loader reuses cached CommonJS modules, so the core's default import gets the class.
// The WalletConnect code itself runs unchanged.

const DEFAULT_IMPORTED_COMMONJS = ['@walletconnect/jsonrpc-ws-connection', '@walletconnect/keyvaluestorage']

export function fixWalletConnectInterop(): void {
  const fromHere = createRequire(import.meta.url)
  const fromSignClient = createRequire(fromHere.resolve('@walletconnect/sign-client'))
  const fromCore = createRequire(fromSignClient.resolve('@walletconnect/core'))
  for (const name of DEFAULT_IMPORTED_COMMONJS) {
    const file = fromCore.resolve(name)
    const loaded: unknown = fromCore(file)
    if (typeof loaded !== 'object' || loaded === null || !('default' in loaded)) continue
    if (typeof loaded.default !== 'function') continue
    const shim = new Module(file)
    shim.filename = file
    shim.loaded = true
    shim.exports = Object.assign(loaded.default, loaded)
    fromCore.cache[file] = shim
  }
}
