// A local WalletConnect relay for the devstack: real 2.x clients (sign-client, walletkit,
// ethereum-provider) pair and talk over it on loopback, with no hosted service involved.
// See README.md in this folder for the protocol notes.
export type { PublishRecord } from './hub.ts'
export { DEFAULT_RELAY_PORT, type Relay, type RelayOptions, startRelay } from './server.ts'
