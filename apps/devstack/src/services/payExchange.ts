import { randomUUID } from 'node:crypto'
import { type PaySessionBody, type PaySessionStatus, paySessionBodySchema } from '@openappkit/core/api'
import { PublicKey } from '@solana/web3.js'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  isAddress,
  parseUnits,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEPLOYER_PRIVATE_KEY, devstackChain, EVM_CONTRACTS } from '../evm/deploy.ts'
import type { EvmData } from '../evm/evmData.ts'
import { badRequest, HttpError, notFound, parse } from '../http.ts'
import { isSolanaAddress, type SolanaData } from './solanaData.ts'

// Paying from an exchange account without an exchange: a list of one exchange, sessions made
// from the payment, and a local page where "Pay" really sends the coins to the recipient on the
// local chain (from the deployer account, the faucet; on Solana SOL from the chain's faucet) or
// "Refuse" fails the session.

const EXCHANGES = [{ id: 'devstack-exchange', name: 'Devstack Exchange' }]
const ASSETS: Record<string, { symbol: string; token?: Address }> = {
  native: { symbol: 'ETH' },
  [EVM_CONTRACTS.testToken.toLowerCase()]: { symbol: 'OAK', token: EVM_CONTRACTS.testToken },
}

export interface PaySession extends PaySessionBody {
  id: string
  symbol: string
  status: PaySessionStatus['status']
  /** The EVM transaction hash or the Solana signature. */
  txHash?: string
}

/** The amount in the smallest unit, or undefined when it is not above zero within `decimals`. */
function units(amount: string, decimals: number): bigint | undefined {
  const [, fraction = ''] = amount.split('.')
  const value = fraction.length > decimals ? 0n : parseUnits(amount, decimals)
  return value > 0n ? value : undefined
}

export class PayExchange {
  readonly #evm: EvmData
  readonly #wallet: WalletClient
  readonly #solana: SolanaData | undefined
  readonly #sessions = new Map<string, PaySession>()
  // A double click on the page's Pay posts twice: both wait for the one payment.
  readonly #paying = new Map<string, Promise<PaySession>>()

  constructor(evm: EvmData, rpcUrl: string, solana?: SolanaData) {
    this.#evm = evm
    this.#solana = solana
    this.#wallet = createWalletClient({
      chain: devstackChain(rpcUrl, evm.chainId),
      transport: http(rpcUrl),
      account: privateKeyToAccount(DEPLOYER_PRIVATE_KEY),
    })
  }

  exchanges() {
    return { exchanges: EXCHANGES }
  }

  create(input: unknown): PaySession {
    const body = parse(paySessionBodySchema, input, 'body')
    if (!EXCHANGES.some((e) => e.id === body.exchangeId))
      throw badRequest(`Unknown exchange ${body.exchangeId}`, 'exchangeId')
    const symbol =
      body.network === this.#solana?.caipChainId ? this.#solanaSymbol(body) : this.#evmSymbol(body)
    const session: PaySession = { ...body, id: randomUUID(), symbol, status: 'IN_PROGRESS' }
    this.#sessions.set(session.id, session)
    return session
  }

  #evmSymbol(body: PaySessionBody): string {
    const networks = [this.#evm.caipChainId, this.#solana?.caipChainId].filter(Boolean).join(' and ')
    if (body.network !== this.#evm.caipChainId)
      throw badRequest(`The exchange pays on ${networks} only`, 'network')
    const asset = ASSETS[body.asset.toLowerCase()]
    if (!asset) throw badRequest(`Asset ${body.asset} cannot be paid`, 'asset')
    if (!isAddress(body.recipient, { strict: true }))
      throw badRequest('recipient is not an address', 'recipient')
    if (!units(body.amount, 18))
      throw badRequest('amount must be above zero with at most 18 decimals', 'amount')
    return asset.symbol
  }

  // SOL only: the faucet holds no SPL tokens to give.
  #solanaSymbol(body: PaySessionBody): string {
    if (body.asset !== 'native')
      throw badRequest(`Asset ${body.asset} cannot be paid: SOL only on Solana`, 'asset')
    if (!isSolanaAddress(body.recipient)) throw badRequest('recipient is not a Solana address', 'recipient')
    if (!units(body.amount, 9))
      throw badRequest('amount must be above zero with at most 9 decimals', 'amount')
    return 'SOL'
  }

  get(id: string): PaySession {
    const session = this.#sessions.get(id)
    if (!session) throw notFound(`No pay session ${id}`, 'id')
    return session
  }

  status(id: string): PaySessionStatus {
    const { status, txHash } = this.get(id)
    return txHash ? { status, txHash } : { status }
  }

  /** The person paid: the faucet sends the amount to the recipient and waits for it to be mined. */
  complete(id: string): Promise<PaySession> {
    const session = this.get(id)
    if (session.status !== 'IN_PROGRESS') return Promise.resolve(session)
    const paying = this.#paying.get(id) ?? this.#pay(session)
    this.#paying.set(id, paying)
    return paying
  }

  async #pay(session: PaySession): Promise<PaySession> {
    try {
      session.txHash = await this.#send(session)
      session.status = 'SUCCESS'
    } catch (e) {
      session.status = 'FAILED'
      throw new HttpError(500, `The payment could not be sent: ${e instanceof Error ? e.message : e}`)
    }
    return session
  }

  /** Sends the session's amount from the faucet and waits until it is confirmed: its hash or signature. */
  async #send(session: PaySession): Promise<string> {
    if (session.network === this.#solana?.caipChainId) {
      // The devstack's chain lands an airdrop (a faucet transfer) before it answers.
      const { connection } = this.#solana
      const lamports = Number(units(session.amount, 9))
      return connection.requestAirdrop(new PublicKey(session.recipient), lamports)
    }
    const token = ASSETS[session.asset.toLowerCase()]?.token
    const to = session.recipient as Address
    const value = parseUnits(session.amount, 18)
    const account = this.#wallet.account ?? null
    const hash: Hex = token
      ? await this.#wallet.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, value],
          chain: null,
          account,
        })
      : await this.#wallet.sendTransaction({ to, value, chain: null, account })
    await this.#evm.client.waitForTransactionReceipt({ hash })
    return hash
  }

  refuse(id: string): PaySession {
    const session = this.get(id)
    // Too late once the faucet sends: the payment under way stands.
    if (session.status === 'IN_PROGRESS' && !this.#paying.has(id)) session.status = 'FAILED'
    return session
  }
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export function payExchangePage(s: PaySession): string {
  const id = escapeXml(s.id)
  const open = s.status === 'IN_PROGRESS'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Devstack Exchange</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem}</style>
</head><body>
<h1>Devstack Exchange</h1>
<p>A local stand-in for an exchange account. No money moves: the coins come from the devstack faucet.</p>
<dl><dt>Pay</dt><dd>${escapeXml(s.amount)} ${escapeXml(s.symbol)}</dd><dt>To</dt><dd>${escapeXml(s.recipient)}</dd>
<dt>Status</dt><dd id="status">${escapeXml(s.status)}</dd>${s.txHash ? `<dt>Transaction</dt><dd>${escapeXml(s.txHash)}</dd>` : ''}</dl>
${
  open
    ? `<form method="post" action="/pay/${id}/complete"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${id}/refuse"><button type="submit">Refuse</button></form>`
    : `<p role="status">${s.status === 'SUCCESS' ? 'Paid.' : 'Refused.'} You can close this window.</p>`
}
</body></html>`
}
