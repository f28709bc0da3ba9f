// @solana/web3.js is most of this adapter's weight, and an app needs it only once it reads a
// balance or sends: it loads on first use (DESIGN §2).

type Web3 = typeof import('@solana/web3.js')

let web3: Promise<Web3> | undefined

export function loadWeb3(): Promise<Web3> {
  web3 ??= import('@solana/web3.js')
  return web3
}
