import { getAccount } from '../actions/getAccount.ts'
import type { AppKit } from '../appKit.ts'
import { AdapterNotFoundError } from '../errors/config.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { BatchError, batchErrorMessages } from './batchError.ts'

/** EIP-5792 capabilities by chain id, as the wallet reports them; `{}` for a wallet without them. */
export type GetCapabilitiesReturnType = Record<string, unknown>

/**
 * What the connected EVM wallet can do (EIP-5792 `wallet_getCapabilities`), by chain id: for
 * example `{ 1: { atomic: { status: 'supported' } } }`. A wallet without EIP-5792 answers `{}`.
 */
export async function getCapabilities(appKit: AppKit): Promise<GetCapabilitiesReturnType> {
  const { adapter, from } = batchAccount(appKit, 'getCapabilities')
  return (await adapter.getCapabilities?.({ address: from })) ?? {}
}

/** Whether `capabilities` say the wallet sends a batch on `network` as one, all or nothing. */
export function isAtomic(capabilities: GetCapabilitiesReturnType, network: CaipNetwork): boolean {
  const id = Number(network.id)
  const chain = (capabilities[id] ?? capabilities[`0x${id.toString(16)}`]) as
    | { atomic?: { status?: unknown }; atomicBatch?: { supported?: unknown } }
    | undefined
  // `atomicBatch` is the name of EIP-5792's first draft, which wallets still answer.
  return (
    ['supported', 'ready'].includes(String(chain?.atomic?.status)) || chain?.atomicBatch?.supported === true
  )
}

/** The active EVM network, its connected account and adapter: batches exist only there. */
export function batchAccount(appKit: AppKit, action: string) {
  const network = appKit.store.get(appKit.atoms.activeCaipNetwork)
  if (network && network.chainNamespace !== 'eip155')
    throw new BatchError(batchErrorMessages.notEvm, {
      details: `The active network is on ${network.chainNamespace}, which has no EIP-5792 batches`,
    })
  const from = getAccount(appKit, { namespace: 'eip155' }).address
  if (!network || !from) throw new InvalidParametersError(action, 'No eip155 account is connected')
  const adapter = appKit.adapters.eip155
  if (!adapter) throw new AdapterNotFoundError('eip155')
  return { adapter, from, network }
}
