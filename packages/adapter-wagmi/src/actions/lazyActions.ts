// The adapter's methods that run only when the user acts, in one module that actionsOnUse.ts
// loads on the first call of any. It imports nothing at run time (each action takes the
// actionKit.ts object): an app's bundler makes each import() an entry, and an entry reaching
// viem's and wagmi's files cut the app's first chunk in two for no gain (README, "Loaded on use").

export { walletConnectSide } from '../connectors/walletConnectSide'
export { estimateGas } from './estimateGas'
export { getBalance } from './getBalance'
export { getCapabilities } from './getCapabilities'
export { getTokenBalance } from './getTokenBalance'
export { sendCalls } from './sendCalls'
export { sendTransaction } from './sendTransaction'
export { sendTransfer } from './sendTransfer'
export { signMessage } from './signMessage'
export { switchNetwork } from './switchNetwork'
