import { revokeSessionBodySchema, type SmartSession, smartSessionSchema } from '@openappkit/core/api'
import type { Address, Hex, PublicClient } from 'viem'
import { badRequest, HttpError, notFound, parse } from '../http.ts'

// Smart sessions per account, in memory. The hosted service learns of them from the wallet's
// co-signer; here a test or the playground adds them (addSmartSession / POST /__devstack/sessions).

export class SessionStore {
  readonly #byAccount = new Map<string, SmartSession[]>()
  readonly #client: PublicClient

  constructor(client: PublicClient) {
    this.#client = client
  }

  /** Accepts `eip155:1:0xabc…` or `0xabc…`. */
  static accountKey(id: string): string {
    const address = id.split(':').at(-1) ?? ''
    if (!/^0x[0-9a-fA-F]{40}$/.test(address))
      throw badRequest('Expected an EVM address or CAIP-10 id', 'address')
    return address.toLowerCase()
  }

  add(account: string, session: unknown): SmartSession {
    const parsed = parse(smartSessionSchema, session, 'session')
    const key = SessionStore.accountKey(account)
    const list = (this.#byAccount.get(key) ?? []).filter((s) => s.pci !== parsed.pci)
    list.push(parsed)
    this.#byAccount.set(key, list)
    return parsed
  }

  list(account: string): SmartSession[] {
    return this.#byAccount.get(SessionStore.accountKey(account)) ?? []
  }

  /** The account signs the pci (personal_sign) to revoke it. */
  async revoke(account: string, body: unknown): Promise<void> {
    const { pci, signature } = parse(revokeSessionBodySchema, body, 'body')
    const key = SessionStore.accountKey(account)
    const session = this.#byAccount.get(key)?.find((s) => s.pci === pci)
    if (!session) throw notFound(`No session ${pci} for ${key}`, 'pci')
    const valid = await this.#client
      .verifyMessage({ address: key as Address, message: pci, signature: signature as Hex })
      .catch(() => false)
    if (!valid) throw new HttpError(401, 'The signature does not match the account', 'signature')
    session.revokedAt ??= Math.floor(Date.now() / 1000)
  }
}
