import { caipAddressSchema, revokeSessionBodySchema } from '@openappkit/core/api'
import type { Address, Hex, PublicClient } from 'viem'
import * as z from 'zod/mini'
import { badRequest, HttpError, parse } from '../http.ts'
import type { WireSmartSession } from './wire.ts'

// Smart sessions per account, in memory. The hosted service learns of them from the wallet's
// co-signer; here a test or the playground adds them (addSmartSession / POST /__devstack/sessions).
// As the hosted server (blockchain-api `handlers/sessions/{list,revoke}.rs`): sessions are kept
// under the account's CAIP-10 id exactly as given (its store is keyed by that string), a plain
// address is refused, and a revoke of an unknown or revoked pci is a 400 naming the pci. Unlike
// it, the devstack checks the revoke's signature (the hosted server ignores it): a client that
// signs the wrong thing fails here rather than passing unnoticed.

const permission = z.object({ type: z.string(), data: z.optional(z.unknown()) })

/** What a test hands in: the server's fields, the nullable ones optional. */
export const smartSessionInputSchema = z.object({
  project: z.object({
    id: z.string(),
    name: z.string(),
    url: z.optional(z.nullable(z.string())),
    iconUrl: z.optional(z.nullable(z.string())),
  }),
  pci: z.string().check(z.minLength(1)),
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(permission),
  policies: z.optional(z.array(permission)),
  context: z.optional(z.nullable(z.string())),
  revokedAt: z.optional(z.nullable(z.number())),
})
export type SmartSessionInput = z.input<typeof smartSessionInputSchema>

export class SessionStore {
  readonly #byAccount = new Map<string, WireSmartSession[]>()
  readonly #client: PublicClient

  constructor(client: PublicClient) {
    this.#client = client
  }

  /** An EVM account's CAIP-10 id (`eip155:1:0xabc…`), kept as given. */
  static accountKey(id: string): string {
    if (!caipAddressSchema.safeParse(id).success || !/^eip155:\d+:0x[0-9a-fA-F]{40}$/.test(id))
      throw badRequest(`Wrong CAIP-10 format: ${id}`, 'address')
    return id
  }

  add(account: string, session: unknown): WireSmartSession {
    const s = parse(smartSessionInputSchema, session, 'session')
    const wire: WireSmartSession = {
      project: {
        id: s.project.id,
        name: s.project.name,
        url: s.project.url ?? null,
        iconUrl: s.project.iconUrl ?? null,
      },
      pci: s.pci,
      expiry: s.expiry,
      createdAt: s.createdAt,
      permissions: s.permissions.map((p) => ({ type: p.type, data: p.data ?? null })),
      policies: (s.policies ?? []).map((p) => ({ type: p.type, data: p.data ?? null })),
      context: s.context ?? null,
      revokedAt: s.revokedAt ?? null,
    }
    const key = SessionStore.accountKey(account)
    const list = (this.#byAccount.get(key) ?? []).filter((x) => x.pci !== wire.pci)
    list.push(wire)
    this.#byAccount.set(key, list)
    return wire
  }

  list(account: string): WireSmartSession[] {
    return this.#byAccount.get(SessionStore.accountKey(account)) ?? []
  }

  /** The account signs the pci (personal_sign) to revoke it. */
  async revoke(account: string, body: unknown): Promise<void> {
    const { pci, signature } = parse(revokeSessionBodySchema, body, 'body')
    const key = SessionStore.accountKey(account)
    const session = this.#byAccount.get(key)?.find((s) => s.pci === pci)
    if (!session) throw badRequest(`Permission for PCI is not found: ${pci}`, 'pci')
    if (session.revokedAt !== null) throw badRequest(`Permission is revoked: ${pci}`, 'pci')
    const address = key.split(':')[2] as Address
    const valid = await this.#client
      .verifyMessage({ address, message: pci, signature: signature as Hex })
      .catch(() => false)
    if (!valid) throw new HttpError(401, 'The signature does not match the account', 'signature')
    session.revokedAt = Math.floor(Date.now() / 1000)
  }
}
