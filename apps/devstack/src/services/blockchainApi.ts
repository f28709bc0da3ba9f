import {
  balanceQuerySchema,
  buildApproveQuerySchema,
  buildTransactionBodySchema,
  caipNetworkIdSchema,
  convertAllowanceQuerySchema,
  convertQuotesQuerySchema,
  convertTokensQuerySchema,
  fungiblePriceBodySchema,
  gasPriceQuerySchema,
  historyQuerySchema,
  identityQuerySchema,
  nameLookupQuerySchema,
  nameSuggestionsQuerySchema,
  onrampUrlBodySchema,
  type SupportedChainsResponse,
  sdkQuerySchema,
} from '@openappkit/core/api'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import type { Bundler } from '../bundler/bundler.ts'
import { bundlerReply, paymasterSwitchRoute } from '../bundler/routes.ts'
import { EVM_CONTRACTS } from '../evm/deploy.ts'
import { type EvmData, NATIVE_TOKEN } from '../evm/evmData.ts'
import { badRequest, notFound, parse, type Reply, type Request, Router } from '../http.ts'
import type { Projects } from '../projects.ts'
import { evmBalances, SOLANA_NATIVE_MINT, solanaBalances, toTransaction } from './accounts.ts'
import { Convert } from './convert.ts'
import { nftSvg } from './images.ts'
import { NameStore } from './names.ts'
import { Onramp, onrampPage } from './onramp.ts'
import { PayExchange, payExchangePage } from './payExchange.ts'
import { priceOf } from './prices.ts'
import { proxyRpc, unreadableRpcBody } from './rpcProxy.ts'
import { SessionStore } from './sessions.ts'
import { isSolanaAddress, type SolanaData } from './solanaData.ts'
import type {
  WireBalanceResponse,
  WireFungiblePrice,
  WireFungiblePriceResponse,
  WireGasPriceResponse,
  WireHistoryResponse,
  WireIdentity,
  WireOnrampUrlResponse,
  WireSessionsResponse,
  WireSwapAllowanceResponse,
  WireSwapApproveResponse,
  WireSwapQuoteResponse,
  WireSwapTokensResponse,
  WireSwapTransactionResponse,
} from './wire.ts'

export const HISTORY_PAGE_SIZE = 20

export interface BlockchainApiDeps {
  evm: EvmData
  evmRpcUrl: string
  /**
   * Every chain id apps give the EVM node (its own first): an app may show the one node as two
   * networks to try network switching, and balances are answered on each.
   */
  evmChainIds?: readonly number[]
  solana?: { data: SolanaData; rpcUrl: string }
  projects: Projects
  /** The EVM chain's ERC-4337 bundler and paymaster. */
  bundler: Bundler
  /** Base URL of the wallet directory, which serves token and currency images. */
  directoryUrl: string
  /**
   * This service's own base URL (known once it listens), for the NFT images it serves: never the
   * request's Host header, which any client sets to whatever it likes.
   */
  baseUrl: () => string
}

export interface BlockchainApi {
  router: Router
  names: NameStore
  sessions: SessionStore
  onramp: Onramp
  payExchange: PayExchange
}

const isEvmAddress = (a: string) => /^0x[0-9a-fA-F]{40}$/.test(a)

export function blockchainApi(deps: BlockchainApiDeps): BlockchainApi {
  const { evm, solana } = deps
  const names = new NameStore(evm.client)
  const sessions = new SessionStore(evm.client)
  const onramp = new Onramp(evm, deps.evmRpcUrl)
  const payExchange = new PayExchange(evm, deps.evmRpcUrl, solana?.data)
  const convert = new Convert(evm)
  const iconUrl = (symbol: string) =>
    `${deps.directoryUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const router = new Router({
    projects: deps.projects,
    publicPrefixes: ['/onramp/', '/pay/', '/__devstack/', '/nft-media/'],
  })
  const sdk = (req: Request) => parse(sdkQuerySchema, req.query, 'query')
  const ok = (json: unknown): Reply => ({ json })

  const evmChains = (deps.evmChainIds ?? [evm.chainId]).map((id) => `eip155:${id}`)

  // The networks its data routes answer for (every chain id of the EVM node, and Solana); it has
  // no WebSocket endpoint, so `ws` is empty.
  router.get('/v1/supported-chains', (req) => {
    sdk(req)
    const http = [...evmChains, ...(solana ? [solana.data.caipChainId] : [])]
    return ok({ http, ws: [] } satisfies SupportedChainsResponse)
  })

  // Chain JSON-RPC, like the hosted RPC: POST /v1?chainId=eip155:31337&projectId=… (limits: rpcProxy.ts)
  router.post('/v1', async (req) => {
    const { chainId } = parse(z.extend(sdkQuerySchema, { chainId: caipNetworkIdSchema }), req.query, 'query')
    const upstream =
      chainId === evm.caipChainId
        ? deps.evmRpcUrl
        : chainId === solana?.data.caipChainId
          ? solana.rpcUrl
          : undefined
    if (!upstream) throw badRequest(`Chain ${chainId ?? '(none)'} is not supported`, 'chainId')
    let body: unknown
    try {
      body = await req.json()
    } catch (error) {
      return unreadableRpcBody(error)
    }
    return proxyRpc(body, upstream, upstream === deps.evmRpcUrl)
  })

  // ERC-4337 bundler and paymaster JSON-RPC, like the hosted one: POST /v1/bundler?chainId=eip155:31337&projectId=…
  router.post('/v1/bundler', async (req) => {
    const { chainId } = parse(z.extend(sdkQuerySchema, { chainId: caipNetworkIdSchema }), req.query, 'query')
    if (chainId !== evm.caipChainId)
      throw badRequest(`Chain ${chainId ?? '(none)'} has no bundler`, 'chainId')
    return bundlerReply(deps.bundler, req)
  })

  router.get('/v1/identity/:address', (req) => {
    parse(identityQuerySchema, req.query, 'query')
    const address = req.params.address ?? ''
    if (!isEvmAddress(address)) throw badRequest('Invalid EVM address', 'address')
    const [record] = names.reverse(address, '2')
    return ok({
      name: record?.name ?? null,
      avatar: record?.attributes?.avatar ?? null,
      resolvedAt: new Date().toISOString(),
    } satisfies WireIdentity)
  })

  router.get('/v1/account/:address/balance', async (req) => {
    const q = parse(balanceQuerySchema, req.query, 'query')
    const address = req.params.address ?? ''
    if (isEvmAddress(address)) {
      if (q.chainId && !evmChains.includes(q.chainId)) {
        if (q.chainId.startsWith('eip155:')) return ok({ balances: [] } satisfies WireBalanceResponse)
        throw badRequest(`${address} is not an address on ${q.chainId}`, 'chainId')
      }
      return ok({
        balances: await evmBalances(evm, address as Address, q.currency, iconUrl, q.chainId),
      } satisfies WireBalanceResponse)
    }
    if (isSolanaAddress(address)) {
      if (q.chainId && !q.chainId.startsWith('solana:')) {
        throw badRequest(`${address} is not an address on ${q.chainId}`, 'chainId')
      }
      if (!solana || (q.chainId && q.chainId !== solana.data.caipChainId)) {
        return ok({ balances: [] } satisfies WireBalanceResponse)
      }
      return ok({
        balances: await solanaBalances(solana.data, address, q.currency, iconUrl),
      } satisfies WireBalanceResponse)
    }
    throw badRequest('Invalid address: expected an EVM or Solana address', 'address')
  })

  router.get('/v1/account/:address/history', async (req) => {
    const q = parse(historyQuerySchema, req.query, 'query')
    const address = req.params.address ?? ''
    if (isSolanaAddress(address)) return ok({ data: [], next: null } satisfies WireHistoryResponse)
    if (!isEvmAddress(address)) throw badRequest('Invalid address: expected an EVM address', 'address')
    if (q.chainId && q.chainId !== evm.caipChainId)
      return ok({ data: [], next: null } satisfies WireHistoryResponse)
    if (q.onramp) return ok({ data: onramp.history(address), next: null } satisfies WireHistoryResponse)

    let txs = await evm.transactionsOf(address as Address)
    if (q.cursor) {
      const m = /^(\d+)-(\d+)$/.exec(q.cursor)
      if (!m) throw badRequest('Invalid cursor', 'cursor')
      const block = BigInt(m[1] as string)
      const index = Number(m[2])
      txs = txs.filter((t) => t.blockNumber < block || (t.blockNumber === block && t.index < index))
    }
    const nftImageUrl = (contract: string, tokenId: bigint) =>
      `${deps.baseUrl()}/nft-media/${contract}/${tokenId}`
    const page = txs.slice(0, HISTORY_PAGE_SIZE)
    const last = page.at(-1)
    const next = txs.length > HISTORY_PAGE_SIZE && last ? `${last.blockNumber}-${last.index}` : null
    return ok({
      data: page.map((t) => toTransaction(evm, t, address as Address, iconUrl, nftImageUrl)),
      next,
    } satisfies WireHistoryResponse)
  })

  router.post('/v1/fungible/price', async (req) => {
    const body = parse(fungiblePriceBodySchema, await req.json(), 'body')
    const fungibles: WireFungiblePrice[] = []
    for (const caip of body.addresses) {
      const [ns, ref, address = ''] = caip.split(':')
      const chain = `${ns}:${ref}`
      let token: { name: string; symbol: string; decimals: number } | undefined
      if (chain === evm.caipChainId) {
        token = /^0xe{40}$/i.test(address) ? NATIVE_TOKEN : evm.tokenInfo(address)
      } else if (solana && chain === solana.data.caipChainId) {
        token = address === SOLANA_NATIVE_MINT ? { name: 'Solana', symbol: 'SOL', decimals: 9 } : undefined
        token ??= solana.data.knownMeta(address)
      }
      if (!token) continue
      fungibles.push({
        name: token.name,
        symbol: token.symbol,
        iconUrl: iconUrl(token.symbol),
        price: priceOf(token.symbol, body.currency),
        decimals: token.decimals,
        address: caip,
      })
    }
    return ok({ fungibles } satisfies WireFungiblePriceResponse)
  })

  // -- convert ------------------------------------------------------------------------------
  router.get('/v1/convert/tokens', (req) => {
    const q = parse(convertTokensQuerySchema, req.query, 'query')
    if (q.chainId) convert.assertChain(q.chainId)
    return ok({ tokens: convert.tokens(iconUrl) } satisfies WireSwapTokensResponse)
  })

  router.get('/v1/convert/quotes', async (req) => {
    const q = parse(convertQuotesQuerySchema, req.query, 'query')
    convert.user(q.userAddress)
    const from = convert.asset(q.from, 'from')
    const to = convert.asset(q.to, 'to')
    const out = await convert.quote(from, to, BigInt(q.amount))
    return ok({
      quotes: [
        { id: null, fromAmount: q.amount, fromAccount: q.from, toAmount: out.toString(), toAccount: q.to },
      ],
    } satisfies WireSwapQuoteResponse)
  })

  router.get('/v1/convert/allowance', async (req) => {
    const q = parse(convertAllowanceQuerySchema, req.query, 'query')
    const allowance = await convert.allowance(
      convert.asset(q.tokenAddress, 'tokenAddress'),
      convert.user(q.userAddress),
    )
    return ok({ allowance: allowance.toString() } satisfies WireSwapAllowanceResponse)
  })

  router.get('/v1/convert/gas-price', async (req) => {
    const q = parse(gasPriceQuerySchema, req.query, 'query')
    convert.assertChain(q.chainId)
    const g = await convert.gasPrice()
    return ok({
      standard: g.standard.toString(),
      fast: g.fast.toString(),
      instant: g.instant.toString(),
    } satisfies WireGasPriceResponse)
  })

  router.get('/v1/convert/build-approve', async (req) => {
    const q = parse(buildApproveQuerySchema, req.query, 'query')
    const user = convert.user(q.userAddress)
    const from = convert.asset(q.from, 'from')
    convert.asset(q.to, 'to')
    const { data, gasPrice } = await convert.buildApprove(from, user, q.amount ? BigInt(q.amount) : undefined)
    return ok({
      tx: {
        from: q.userAddress,
        to: q.from,
        data,
        value: '0',
        eip155: { gasPrice: gasPrice.toString() },
      },
    } satisfies WireSwapApproveResponse)
  })

  router.post('/v1/convert/build-transaction', async (req) => {
    const body = parse(buildTransactionBodySchema, await req.json(), 'body')
    const user = convert.user(body.userAddress)
    const built = await convert.buildSwap({
      from: convert.asset(body.from, 'from'),
      to: convert.asset(body.to, 'to'),
      user,
      amount: BigInt(body.amount),
      slippagePercent: body.eip155?.slippage ?? 1,
      estimate: body.disableEstimate !== true,
    })
    return ok({
      tx: {
        from: body.userAddress,
        to: `${evm.caipChainId}:${EVM_CONTRACTS.swapPool}`,
        data: built.data,
        amount: built.value.toString(),
        eip155: { gas: built.gas.toString(), gasPrice: built.gasPrice.toString() },
      },
    } satisfies WireSwapTransactionResponse)
  })

  // -- names ----------------------------------------------------------------------------------
  router.get('/v1/profile/account/:name', (req) => {
    const q = parse(nameLookupQuerySchema, req.query, 'query')
    return ok(names.lookup(req.params.name ?? '', q.apiVersion))
  })
  router.get('/v1/profile/reverse/:address', (req) => {
    const q = parse(nameLookupQuerySchema, req.query, 'query')
    const address = req.params.address ?? ''
    if (!isEvmAddress(address)) throw badRequest('Invalid EVM address', 'address')
    return ok(names.reverse(address, q.apiVersion))
  })
  router.get('/v1/profile/suggestions/:name', (req) => {
    const q = parse(nameSuggestionsQuerySchema, req.query, 'query')
    return ok({ suggestions: names.suggestions(req.params.name ?? '', q.zone) })
  })
  router.post('/v1/profile/account', async (req) => {
    return ok(await names.register(await req.json()))
  })

  // -- onramp ---------------------------------------------------------------------------------
  router.get('/v1/onramp/options', (req) => {
    sdk(req)
    return ok(onramp.options())
  })
  router.post('/v1/onramp/quote', async (req) => ok(onramp.quote(await req.json())))
  router.post('/v1/generators/onrampurl', async (req) => {
    const body = parse(onrampUrlBodySchema, await req.json(), 'body')
    const purchase = onramp.create(body)
    // The service's own address, never the Host the request named (a client can set any).
    return ok({ url: `${deps.baseUrl()}/onramp/${purchase.id}` } satisfies WireOnrampUrlResponse)
  })
  router.get('/onramp/:id', (req) => ({
    body: onrampPage(onramp.get(req.params.id ?? '')),
    contentType: 'text/html; charset=utf-8',
  }))
  router.post('/onramp/:id/complete', async (req) => {
    const purchase = await onramp.complete(req.params.id ?? '')
    if ((req.headers.accept ?? '').includes('text/html')) {
      return { body: onrampPage(purchase, 'Purchase complete.'), contentType: 'text/html; charset=utf-8' }
    }
    return ok(purchase)
  })

  // -- pay from an exchange account ------------------------------------------------------------
  router.get('/v1/pay/exchanges', (req) => {
    sdk(req)
    return ok(payExchange.exchanges())
  })
  router.post('/v1/pay/sessions', async (req) => {
    sdk(req)
    const session = payExchange.create(await req.json())
    return ok({ sessionId: session.id, url: `${deps.baseUrl()}/pay/${session.id}` })
  })
  router.get('/v1/pay/sessions/:id', (req) => {
    sdk(req)
    return ok(payExchange.status(req.params.id ?? ''))
  })
  const payPage = (session: Parameters<typeof payExchangePage>[0]) => ({
    body: payExchangePage(session),
    contentType: 'text/html; charset=utf-8',
  })
  router.get('/pay/:id', (req) => payPage(payExchange.get(req.params.id ?? '')))
  router.post('/pay/:id/complete', async (req) => payPage(await payExchange.complete(req.params.id ?? '')))
  router.post('/pay/:id/refuse', (req) => payPage(payExchange.refuse(req.params.id ?? '')))

  // An NFT's image, as the hosted service's NFT media come from a public CDN (no project id).
  router.get('/nft-media/:contract/:tokenId', (req) => {
    const collection = evm.nftInfo(req.params.contract ?? '')
    const tokenId = req.params.tokenId ?? ''
    if (!collection || !/^\d{1,78}$/.test(tokenId)) throw notFound('No such NFT', 'path')
    return { body: nftSvg(collection.address, collection.name, tokenId), contentType: 'image/svg+xml' }
  })

  // -- smart sessions -------------------------------------------------------------------------
  router.get('/v1/sessions/:account', (req) => {
    sdk(req)
    return ok({ pcis: sessions.list(req.params.account ?? '') } satisfies WireSessionsResponse)
  })
  router.post('/v1/sessions/:account/revoke', async (req) => {
    sdk(req)
    await sessions.revoke(req.params.account ?? '', await req.json())
    // The hosted server answers an empty 200.
    return { body: '', contentType: 'text/plain' }
  })
  router.post('/__devstack/sessions', async (req) => {
    const body = (await req.json()) as { account?: unknown; session?: unknown }
    if (typeof body?.account !== 'string') throw badRequest('account is required', 'account')
    return ok(sessions.add(body.account, body.session))
  })

  paymasterSwitchRoute(router, deps.bundler)

  return { router, names, sessions, onramp, payExchange }
}
