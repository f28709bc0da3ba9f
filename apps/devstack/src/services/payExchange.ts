import { randomUUID } from 'node:crypto'
import { type PaySessionBody, type PaySessionStatus, paySessionBodySchema } from '@openappkit/core/api'
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

// Paying from an exchange account without an exchange: a list of one exchange, sessions made
// from the payment, and a local page where "Pay" really sends the coins to the recipient on the
// local chain (from the deployer account, the faucet) or "Refuse" fails the session.

const EXCHANGES = [{ id: 'devstack-exchange', name: 'Devstack Exchange' }]
const ASSETS: Record<string, { symbol: string; token?: Address }> = {
  native: { symbol: 'ETH' },
  [EVM_CONTRACTS.testToken.toLowerCase()]: { symbol: 'OAK', token: EVM_CONTRACTS.testToken },
}

export interface PaySession extends PaySessionBody {
  id: string
  symbol: string
  status: PaySessionStatus['status']
  txHash?: Hex
}

export class PayExchange {
  readonly #evm: EvmData
  readonly #wallet: WalletClient
  readonly #sessions = new Map<string, PaySession>()

  constructor(evm: EvmData, rpcUrl: string) {
    this.#evm = evm
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
    if (body.network !== this.#evm.caipChainId)
      throw badRequest(`The exchange pays on ${this.#evm.caipChainId} only`, 'network')
    const asset = ASSETS[body.asset.toLowerCase()]
    if (!asset) throw badRequest(`Asset ${body.asset} cannot be paid`, 'asset')
    if (!isAddress(body.recipient, { strict: true }))
      throw badRequest('recipient is not an address', 'recipient')
    const [, fraction = ''] = body.amount.split('.')
    if (fraction.length > 18 || parseUnits(body.amount, 18) <= 0n)
      throw badRequest('amount must be above zero with at most 18 decimals', 'amount')
    const session: PaySession = { ...body, id: randomUUID(), symbol: asset.symbol, status: 'IN_PROGRESS' }
    this.#sessions.set(session.id, session)
    return session
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
  async complete(id: string): Promise<PaySession> {
    const session = this.get(id)
    if (session.status !== 'IN_PROGRESS') return session
    const token = ASSETS[session.asset.toLowerCase()]?.token
    const to = session.recipient as Address
    const value = parseUnits(session.amount, 18)
    const account = this.#wallet.account ?? null
    try {
      const hash = token
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
      session.txHash = hash
      session.status = 'SUCCESS'
    } catch (e) {
      session.status = 'FAILED'
      throw new HttpError(500, `The payment could not be sent: ${e instanceof Error ? e.message : e}`)
    }
    return session
  }

  refuse(id: string): PaySession {
    const session = this.get(id)
    if (session.status === 'IN_PROGRESS') session.status = 'FAILED'
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
