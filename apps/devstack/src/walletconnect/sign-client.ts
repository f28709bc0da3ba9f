import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import { fixWalletConnectInterop } from './interop.ts'
import { MemoryKeyValueStorage, uniquePrefix } from './storage.ts'

// Real @walletconnect/sign-client instances pointed at the local relay, isolated from each
// other and from the internet:
// - IS_VITEST=true makes the core skip the verify server (attestation iframe, public-key and
//   attestation fetches); telemetryEnabled: false keeps the event client from posting to
//   pulse.walletconnect.org. The echo server is only called on registerDeviceToken.
// - Each client gets its own customStoragePrefix, because the core caches one instance per
//   prefix on globalThis and two clients would otherwise share keys and sockets.
// - Storage is a MemoryKeyValueStorage, so nothing touches the disk.
// - The package is imported only after fixWalletConnectInterop() (see there why).

export type SignClient = InstanceType<typeof SignClientClass>
type ClientEvent = Parameters<SignClient['once']>[0]
// Only for its type: an instantiation expression picks one event's payload out of the
// client's generic listener signature.
declare const anyClient: SignClient
export type ClientEventPayload<E extends ClientEvent> = Parameters<Parameters<typeof anyClient.once<E>>[1]>[0]

export type SignClientOptions = {
  /** Defaults to a fresh MemoryKeyValueStorage; pass one to keep state across clients (a reload). */
  storage?: MemoryKeyValueStorage
  /** Any string: the local relay accepts every project id. */
  projectId?: string
  /** Overrides of the client's metadata; `name` defaults to the client's name. */
  metadata?: { name?: string; description?: string; url?: string; icons?: string[] }
}

/**
 * A sign-client on the relay at `relayUrl`, on loopback only. `name` goes into its storage
 * prefix and metadata. Set RELAY_TEST_LOG (e.g. `debug`) to see the client's log.
 */
export async function createSignClient(
  relayUrl: string,
  name: string,
  options: SignClientOptions = {},
): Promise<SignClient> {
  process.env.IS_VITEST = 'true'
  fixWalletConnectInterop()
  const { SignClient } = await import('@walletconnect/sign-client')
  return SignClient.init({
    relayUrl,
    projectId: options.projectId ?? 'openappkit-devstack-tests',
    customStoragePrefix: uniquePrefix(name),
    storage: (options.storage ?? new MemoryKeyValueStorage()) as never,
    telemetryEnabled: false,
    logger: process.env.RELAY_TEST_LOG ?? 'silent',
    metadata: {
      name,
      description: 'devstack test client',
      url: 'http://127.0.0.1',
      icons: [],
      ...options.metadata,
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
