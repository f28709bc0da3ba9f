import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import { fixWalletConnectInterop } from './walletconnect-interop.ts'

// Real @walletconnect/sign-client instances pointed at the local relay, isolated from each
// other and from the internet:
// - IS_VITEST=true makes the core skip the verify server (attestation iframe, public-key and
//   attestation fetches); telemetryEnabled: false keeps the event client from posting to
//   pulse.walletconnect.org. The echo server is only called on registerDeviceToken.
// - Each client gets its own customStoragePrefix, because the core caches one instance per
//   prefix on globalThis and two clients would otherwise share keys and sockets.
// - Storage is the core's in-memory key-value store, so nothing touches the disk.
// - The package is imported only after fixWalletConnectInterop() (see there why).

export type SignClient = InstanceType<typeof SignClientClass>
type ClientEvent = Parameters<SignClient['once']>[0]
// Only for its type: an instantiation expression picks one event's payload out of the
// client's generic listener signature.
declare const anyClient: SignClient
export type ClientEventPayload<E extends ClientEvent> = Parameters<Parameters<typeof anyClient.once<E>>[1]>[0]

let clientCount = 0

export async function createSignClient(relayUrl: string, name: string): Promise<SignClient> {
  process.env.IS_VITEST = 'true'
  fixWalletConnectInterop()
  const { SignClient } = await import('@walletconnect/sign-client')
  clientCount += 1
  return SignClient.init({
    relayUrl,
    projectId: 'devstack-relay-test',
    customStoragePrefix: `relay-test-${process.pid}-${clientCount}-${name}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: process.env.RELAY_TEST_LOG ?? 'silent',
    metadata: {
      name: `relay test ${name}`,
      description: 'devstack relay test client',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
}

/** Stops the client's heartbeat timer and closes its socket, so the test process can exit. */
export async function closeSignClient(client: SignClient): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
}

/** The next `event` the client emits. */
export function nextEvent<E extends ClientEvent>(
  client: SignClient,
  event: E,
): Promise<ClientEventPayload<E>> {
  return new Promise((resolve) => {
    client.once(event, resolve)
  })
}
