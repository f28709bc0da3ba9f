/** The devstack the bench started, baked in at build time (scripts/bench-browser.mjs). */
declare const __BENCH_DEVSTACK__: {
  evmRpc: string
  blockchainApi: string
  walletDirectory: string
  chainId: number
}
