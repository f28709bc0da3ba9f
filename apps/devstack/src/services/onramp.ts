import { randomUUID } from 'node:crypto'
import { type OnrampUrlBody, onrampQuoteBodySchema } from '@openappkit/core/api'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEPLOYER_PRIVATE_KEY, devstackChain, EVM_CONTRACTS } from '../evm/deploy.ts'
import type { EvmData } from '../evm/evmData.ts'
import { badRequest, HttpError, notFound, parse } from '../http.ts'
import { priceOf } from './prices.ts'
import type { WireOnrampOptionsResponse, WireOnrampQuoteResponse, WireTransaction } from './wire.ts'

// Buying crypto without a provider: options and quotes from fixed tables, and a generated URL
// to a local page where "Complete purchase" really sends the coins on the local chain (from the
// deployer account, which acts as the faucet).

const FEE_RATE = 0.015
const NETWORK_FEE = 0.5
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const FIAT_PER_USD: Record<string, number> = { USD: 1, EUR: 0.92 }

export interface Purchase {
  id: string
  address: string
  asset: string
  network: string
  cryptoAmount: number
  createdAt: number
  status:
    | 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
    | 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
    | 'ONRAMP_TRANSACTION_STATUS_FAILED'
  hash?: Hex
}

export class Onramp {
  readonly #evm: EvmData
  readonly #wallet: WalletClient
  readonly #purchases = new Map<string, Purchase>()

  constructor(evm: EvmData, rpcUrl: string) {
    this.#evm = evm
    this.#wallet = createWalletClient({
      chain: devstackChain(rpcUrl, evm.chainId),
      transport: http(rpcUrl),
      account: privateKeyToAccount(DEPLOYER_PRIVATE_KEY),
    })
  }

  /** In the hosted server's spelling: `limits`, and camelCase network fields. */
  options(): WireOnrampOptionsResponse {
    const network = (contract: string) => ({
      name: 'devstack-evm',
      displayName: 'Devstack EVM',
      chainId: String(this.#evm.chainId),
      contractAddress: contract,
    })
    return {
      paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, limits: LIMITS })),
      purchaseCurrencies: [
        { id: 'devstack-eth', name: 'Ether', symbol: 'ETH', networks: [network('')] },
        {
          id: 'devstack-oak',
          name: 'OpenAppKit Test Token',
          symbol: 'OAK',
          networks: [network(EVM_CONTRACTS.testToken)],
        },
        {
          id: 'devstack-tusd',
          name: 'Tether-style Test USD',
          symbol: 'TUSD',
          networks: [network(EVM_CONTRACTS.tetherToken)],
        },
      ],
    }
  }

  quote(body: unknown): WireOnrampQuoteResponse {
    const q = parse(onrampQuoteBodySchema, body, 'body')
    const fiat = q.paymentCurrency.id.toUpperCase()
    const fiatPerUsd = FIAT_PER_USD[fiat]
    if (!fiatPerUsd)
      throw badRequest(`Payment currency ${q.paymentCurrency.id} is not supported`, 'paymentCurrency')
    const symbol = q.purchaseCurrency.symbol.toUpperCase()
    if (!this.options().purchaseCurrencies.some((c) => c.symbol === symbol)) {
      throw badRequest(`Purchase currency ${symbol} is not supported`, 'purchaseCurrency')
    }
    // The quote names no payment method: any method's limits will do (a bank account's 25000.00
    // is a valid amount though a card's is 7500.00), as a provider quoting the currency would.
    const amount = Number(q.amount)
    const min = Math.min(...LIMITS.map((l) => Number(l.min)))
    const max = Math.max(...LIMITS.map((l) => Number(l.max)))
    if (amount < min || amount > max) {
      throw badRequest(`Amount must be between ${min.toFixed(2)} and ${max.toFixed(2)}`, 'amount')
    }
    const fee = amount * FEE_RATE
    const subtotal = amount - fee - NETWORK_FEE
    const unitPrice = priceOf(symbol) * fiatPerUsd
    const money = (n: number) => ({ value: n.toFixed(2), currency: fiat })
    return {
      paymentTotal: money(amount),
      paymentSubTotal: money(subtotal),
      coinbaseFee: money(fee),
      networkFee: money(NETWORK_FEE),
      purchaseAmount: { value: (subtotal / unitPrice).toFixed(6), currency: symbol },
      quoteId: randomUUID(),
    }
  }

  create(body: OnrampUrlBody): Purchase {
    const wallet = body.destinationWallets[0]
    if (!wallet) throw badRequest('destinationWallets is empty', 'destinationWallets')
    if (!/^0x[0-9a-fA-F]{40}$/.test(wallet.address)) {
      throw badRequest('Only EVM destination wallets can buy on the devstack', 'destinationWallets.0.address')
    }
    const asset = (wallet.assets[0] ?? 'ETH').toUpperCase()
    if (!['ETH', 'OAK', 'TUSD'].includes(asset)) throw badRequest(`Asset ${asset} cannot be bought`, 'assets')
    const cryptoAmount =
      body.presetCryptoAmount ??
      (body.presetFiatAmount ? body.presetFiatAmount / priceOf(asset) : 0.1 * (3000 / priceOf(asset)))
    const purchase: Purchase = {
      id: randomUUID(),
      address: wallet.address,
      asset,
      network: body.defaultNetwork ?? wallet.blockchains[0] ?? 'devstack-evm',
      cryptoAmount,
      createdAt: Math.floor(Date.now() / 1000),
      status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
    }
    this.#purchases.set(purchase.id, purchase)
    return purchase
  }

  get(id: string): Purchase {
    const p = this.#purchases.get(id)
    if (!p) throw notFound(`No purchase ${id}`, 'id')
    return p
  }

  /** Sends the bought coins on the local chain. */
  async complete(id: string): Promise<Purchase> {
    const p = this.get(id)
    if (p.status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS') return p
    const to = p.address as Address
    const amount = p.cryptoAmount.toFixed(p.asset === 'TUSD' ? 6 : 18)
    try {
      const hash =
        p.asset === 'ETH'
          ? await this.#wallet.sendTransaction({
              to,
              value: parseEther(amount),
              chain: null,
              account: this.#wallet.account ?? null,
            })
          : await this.#wallet.writeContract({
              address: p.asset === 'OAK' ? EVM_CONTRACTS.testToken : EVM_CONTRACTS.tetherToken,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, parseUnits(amount, p.asset === 'TUSD' ? 6 : 18)],
              chain: null,
              account: this.#wallet.account ?? null,
            })
      await this.#evm.client.waitForTransactionReceipt({ hash })
      p.hash = hash
      p.status = 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
    } catch (e) {
      p.status = 'ONRAMP_TRANSACTION_STATUS_FAILED'
      throw new HttpError(500, `The purchase could not be sent: ${e instanceof Error ? e.message : e}`)
    }
    return p
  }

  /** Purchases for the address, shaped as history entries (`onramp=coinbase`). */
  history(address: string): WireTransaction[] {
    return [...this.#purchases.values()]
      .filter((p) => p.address.toLowerCase() === address.toLowerCase())
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((p) => ({
        id: p.id,
        metadata: {
          operationType: 'buy',
          hash: p.hash ?? '',
          chain: this.#evm.caipChainId,
          minedAt: new Date(p.createdAt * 1000).toISOString(),
          sentFrom: 'Devstack Onramp',
          sentTo: p.address,
          status: p.status,
          nonce: 1,
          application: null,
        },
        // As the service shapes purchases: no icon, no price or value, no NFT.
        transfers: [
          {
            fungible_info: { name: p.asset, symbol: p.asset, icon: null },
            nft_info: null,
            direction: 'in' as const,
            quantity: { numeric: String(p.cryptoAmount) },
            price: null,
            value: null,
          },
        ],
      }))
  }
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export function onrampPage(p: Purchase, message?: string): string {
  const done = p.status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Devstack Onramp</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem}</style>
</head><body>
<h1>Devstack Onramp</h1>
<p>A local stand-in for a buy-crypto provider. No money moves: the coins come from the devstack faucet.</p>
<dl><dt>Wallet</dt><dd>${escapeXml(p.address)}</dd><dt>Buying</dt><dd>${escapeXml(String(p.cryptoAmount))} ${escapeXml(p.asset)}</dd>
<dt>Status</dt><dd id="status">${escapeXml(p.status)}</dd>${p.hash ? `<dt>Transaction</dt><dd>${escapeXml(p.hash)}</dd>` : ''}</dl>
${message ? `<p role="alert">${escapeXml(message)}</p>` : ''}
${done ? '<p>Done. You can close this window.</p>' : `<form method="post" action="/onramp/${escapeXml(p.id)}/complete"><button type="submit">Complete purchase</button></form>`}
</body></html>`
}
