import type { AppKit } from '../appKit.ts'
import { maxEvmChainIdForCoinType } from '../constants.ts'
import { evmChainIdToCoinType } from '../networks/evmChainIdToCoinType.ts'
import { restClient } from '../rest/restClient.ts'
import { safeImageUrl } from '../wallets/safeImageUrl.ts'
import { isReceiverAddress } from './isReceiverAddress.ts'
import { SendInputError, sendInputErrorMessages } from './sendInputError.ts'

export type SendReceiver = {
  address: string | undefined
  name: string | undefined
  avatar: string | undefined
}

// The latest input per instance: a lookup answered after the user typed on is dropped.
const latest = new WeakMap<AppKit, number>()

/** `label.reown.id` (or any dotted name the service may know): what is looked up rather than sent to. */
function looksLikeName(input: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)+$/.test(input) && !input.startsWith('0x')
}

/**
 * Sets the send state's receiver from what the user typed. An address of the active namespace
 * (or anything else: sending then says what is wrong) is taken as is. A name (eip155 only, where
 * names exist) is looked up with the name service: until it answers the receiver is
 * unset, so nothing is sent to a guess; then its address for the network's coin type (ENSIP-11;
 * else the default EVM coin type, else mainnet's 60) becomes the receiver, shown with the name
 * and avatar. An unknown name rejects with "No address for this name".
 */
export async function setSendReceiver(appKit: AppKit, input: string): Promise<SendReceiver> {
  const { store, atoms } = appKit
  const turn = (latest.get(appKit) ?? 0) + 1
  latest.set(appKit, turn)
  const value = input.trim()
  const network = store.get(atoms.activeCaipNetwork)
  const set = (receiver: SendReceiver): SendReceiver => {
    if (latest.get(appKit) === turn) {
      store.set(atoms.send, (current) => ({
        ...current,
        receiverAddress: receiver.address,
        receiverProfileName: receiver.name,
        receiverProfileImageUrl: receiver.avatar,
      }))
    }
    return receiver
  }
  const isName = network?.chainNamespace === 'eip155' && looksLikeName(value)
  if (!value || !network || !isName || isReceiverAddress(network.chainNamespace, value)) {
    return set({ address: value || undefined, name: undefined, avatar: undefined })
  }
  set({ address: undefined, name: undefined, avatar: undefined })
  const record = await (await restClient()).getNameRecord(appKit, { name: value })
  const coinTypes = [String(evmChainIdToCoinType(Number(network.id))), String(maxEvmChainIdForCoinType), '60']
  const address = coinTypes.map((coin) => record?.addresses[coin]?.address).find((a) => a !== undefined)
  if (!record || !address || !isReceiverAddress('eip155', address)) {
    throw new SendInputError(sendInputErrorMessages.nameNotFound, { details: value })
  }
  return set({ address, name: record.name, avatar: safeImageUrl(record.attributes.avatar) })
}
