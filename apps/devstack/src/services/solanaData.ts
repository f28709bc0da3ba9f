import { AccountLayout, MintLayout, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'

// Reads Solana holdings through an ordinary @solana/web3.js Connection to the local Solana RPC,
// the way any client would: SOL with getBalance, SPL tokens with getTokenAccountsByOwner.

export interface SolanaTokenMeta {
  name: string
  symbol: string
  decimals: number
}

export interface SolanaHolding {
  mint: string
  amount: bigint
  meta: SolanaTokenMeta
}

export class SolanaData {
  readonly connection: Connection
  readonly caipChainId: string
  readonly #known = new Map<string, SolanaTokenMeta>()

  constructor(rpcUrl: string, caipChainId: string, knownMints: Record<string, SolanaTokenMeta> = {}) {
    this.connection = new Connection(rpcUrl, 'confirmed')
    this.caipChainId = caipChainId
    for (const [mint, meta] of Object.entries(knownMints)) this.#known.set(mint, meta)
  }

  /** `solana:` plus the first 32 characters of the genesis hash (CAIP-2 for Solana). */
  static async chainIdOf(rpcUrl: string): Promise<string> {
    const hash = await new Connection(rpcUrl).getGenesisHash()
    return `solana:${hash.slice(0, 32)}`
  }

  knownMeta(mint: string): SolanaTokenMeta | undefined {
    return this.#known.get(mint)
  }

  async holdings(owner: string): Promise<{ lamports: bigint; tokens: SolanaHolding[] }> {
    const key = new PublicKey(owner)
    const [lamports, ...accountLists] = await Promise.all([
      this.connection.getBalance(key),
      ...[TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) =>
        this.connection.getTokenAccountsByOwner(key, { programId }).catch(() => ({ value: [] })),
      ),
    ])
    const byMint = new Map<string, bigint>()
    for (const list of accountLists) {
      for (const { account } of list.value) {
        const raw = AccountLayout.decode(account.data.subarray(0, AccountLayout.span))
        const mint = raw.mint.toBase58()
        byMint.set(mint, (byMint.get(mint) ?? 0n) + raw.amount)
      }
    }
    const tokens: SolanaHolding[] = []
    for (const [mint, amount] of byMint) {
      tokens.push({ mint, amount, meta: await this.#meta(mint) })
    }
    return { lamports: BigInt(lamports), tokens }
  }

  async #meta(mint: string): Promise<SolanaTokenMeta> {
    const known = this.#known.get(mint)
    if (known) return known
    let decimals = 0
    try {
      const info = await this.connection.getAccountInfo(new PublicKey(mint))
      if (info) decimals = MintLayout.decode(info.data.subarray(0, MintLayout.span)).decimals
    } catch {}
    const meta = {
      name: `SPL token ${mint.slice(0, 4)}…${mint.slice(-4)}`,
      symbol: mint.slice(0, 4),
      decimals,
    }
    this.#known.set(mint, meta)
    return meta
  }
}

export function isSolanaAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false
  try {
    return new PublicKey(value).toBytes().length === 32
  } catch {
    return false
  }
}
