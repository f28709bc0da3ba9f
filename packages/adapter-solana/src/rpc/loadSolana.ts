// @solana/web3.js and @solana/spl-token are most of this adapter's weight, and an app needs them
// only once it reads a balance or sends: they load on first use (DESIGN §2).

type Web3 = typeof import('@solana/web3.js')
type SplToken = typeof import('@solana/spl-token')

let web3: Promise<Web3> | undefined
let splToken: Promise<SplToken> | undefined

export function loadWeb3(): Promise<Web3> {
  web3 ??= import('@solana/web3.js')
  return web3
}

export function loadSplToken(): Promise<SplToken> {
  splToken ??= import('@solana/spl-token')
  return splToken
}
