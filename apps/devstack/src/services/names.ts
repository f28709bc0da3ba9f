import {
  accountNameSchema,
  nameLabelSchema,
  registerNameBodySchema,
  registerNameMessageSchema,
} from '@openappkit/core/api'
import type { Address, Hex, PublicClient } from 'viem'
import { badRequest, HttpError, notFound, parse } from '../http.ts'
import type { WireNameRecord } from './wire.ts'

// Account names (label.reown.id) kept in memory, answered in the name service's shapes. A
// registration is a message signed by the address; the signature is checked on the local chain
// (EOAs and deployed smart accounts). Lookups follow the service's versions: with `apiVersion=2`
// an unknown name or an address without names answers `[]`; without it, 404.

/** A registration message older than this is refused (replay protection). */
const MESSAGE_MAX_AGE_S = 10 * 60

export class NameStore {
  readonly #byName = new Map<string, WireNameRecord>()
  readonly #client: PublicClient

  constructor(client: PublicClient) {
    this.#client = client
  }

  static normalize(name: string): string {
    const lowered = name.trim().toLowerCase()
    return /\.(reown|wcn)\.id$/.test(lowered) ? lowered : `${lowered}.reown.id`
  }

  lookup(name: string, apiVersion?: string): WireNameRecord | [] {
    const full = NameStore.normalize(name)
    parse(accountNameSchema, full, 'name')
    const record = this.#byName.get(full)
    if (record) return record
    if (apiVersion === '2') return []
    throw notFound(`Name is not found in the database: ${full}`, 'name')
  }

  /** Every name pointing at the address, newest first. */
  reverse(address: string, apiVersion?: string): WireNameRecord[] {
    const a = address.toLowerCase()
    const records = [...this.#byName.values()]
      .filter((r) => Object.values(r.addresses).some((entry) => entry.address.toLowerCase() === a))
      .sort((x, y) => Date.parse(y.registered_at) - Date.parse(x.registered_at))
    if (records.length === 0 && apiVersion !== '2') throw notFound('No name for address is found', 'address')
    return records
  }

  /** The exact name first (taken or not), then free alternatives in the same zone. */
  suggestions(input: string, zone: string): { name: string; registered: boolean }[] {
    const label = input
      .trim()
      .toLowerCase()
      .replace(/\.(reown|wcn)\.id$/, '')
    parse(nameLabelSchema, label, 'name')
    const full = (l: string) => `${l}.${zone}`
    const out = [{ name: full(label), registered: this.#byName.has(full(label)) }]
    const candidates = [
      `${label}-dev`,
      `${label}-app`,
      `the-${label}`,
      ...Array.from({ length: 20 }, (_, i) => `${label}${i + 1}`),
    ]
    for (const candidate of candidates) {
      if (out.length >= 5) break
      if (!this.#byName.has(full(candidate))) out.push({ name: full(candidate), registered: false })
    }
    return out
  }

  async register(body: unknown): Promise<WireNameRecord> {
    const { coin_type, address, message, signature } = parse(registerNameBodySchema, body, 'body')
    let json: unknown
    try {
      json = JSON.parse(message)
    } catch {
      throw badRequest('message must be JSON text: { name, attributes, timestamp }', 'message')
    }
    const msg = parse(registerNameMessageSchema, json, 'message')
    const now = Math.floor(Date.now() / 1000)
    if (msg.timestamp < now - MESSAGE_MAX_AGE_S || msg.timestamp > now + 60) {
      throw badRequest('The message timestamp is too old or in the future', 'message.timestamp')
    }
    const valid = await this.#client
      .verifyMessage({ address: address as Address, message, signature: signature as Hex })
      .catch(() => false)
    if (!valid) throw new HttpError(401, 'The signature does not match the address', 'signature')

    const name = msg.name.toLowerCase()
    const existing = this.#byName.get(name)
    const owner = existing && Object.values(existing.addresses)[0]?.address.toLowerCase()
    if (existing && owner !== address.toLowerCase()) {
      throw new HttpError(409, `Name ${name} is already registered`, 'name')
    }
    const attributes = Object.fromEntries(
      Object.entries(msg.attributes).filter(([k]) => k === 'avatar' || k === 'bio'),
    )
    const time = new Date(now * 1000).toISOString()
    const record: WireNameRecord = {
      name,
      registered_at: existing?.registered_at ?? time,
      updated_at: time,
      addresses: {
        ...existing?.addresses,
        [String(coin_type)]: { address, created_at: time },
      },
      // The service stores no attributes as null.
      attributes: Object.keys(attributes).length > 0 ? attributes : (existing?.attributes ?? null),
    }
    this.#byName.set(name, record)
    return record
  }
}
