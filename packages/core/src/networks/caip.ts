import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.ts'
import { type CaipAddress, type CaipNetworkId, type ChainNamespace, chainNamespaces } from './types.ts'

export type ParsedCaipNetworkId = { namespace: ChainNamespace; reference: string }
export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string }

function isNamespace(value: string): value is ChainNamespace {
  return (chainNamespaces as readonly string[]).includes(value)
}

/** CAIP-2: exactly two non-empty parts, and a namespace the SDK knows. */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference || !isNamespace(namespace)) {
    throw new InvalidCaipNetworkIdError(value)
  }
  return { namespace, reference }
}

export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  const id = `${namespace}:${reference}`
  parseCaipNetworkId(id)
  return id as CaipNetworkId
}

/** CAIP-10: exactly three non-empty parts ("Invalid CAIP-10 address" otherwise). */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address || !isNamespace(namespace)) {
    throw new InvalidCaipAddressError(value)
  }
  return { namespace, reference, address }
}

export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const value = `${caipNetworkId}:${address}`
  parseCaipAddress(value)
  return value as CaipAddress
}
