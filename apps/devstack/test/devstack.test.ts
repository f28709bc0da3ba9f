import {
  apiErrorSchema,
  balanceResponseSchema,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  convertAllowanceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  fungiblePriceResponseSchema,
  gasPriceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nameRecordSchema,
  nameSuggestionsResponseSchema,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
  payExchangesResponseSchema,
  paySessionResponseSchema,
  paySessionStatusSchema,
  reverseLookupResponseSchema,
  sessionsResponseSchema,
  supportedChainsResponseSchema,
} from '@openappkit/core/api'
import {
  createTransferInstruction,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tetherStyleTokenAbi } from '../src/evm/artifacts.ts'
import { devstackChain } from '../src/evm/deploy.ts'
import { toDevstackSmartAccount } from '../src/evm/smartAccount.ts'
import { type Devstack, EVM_CONTRACTS, startDevstack } from '../src/index.ts'
import { RawClient } from '../src/relay/testing/raw-client.ts'
import { getJson, postJson, request, withQuery } from './helpers.ts'

const PROJECT = 'devstack-test'
let ds: Devstack
let evm: PublicClient
const CHAIN = 'eip155:31337'
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const OAK = `${CHAIN}:${EVM_CONTRACTS.testToken}`
const TUSD = `${CHAIN}:${EVM_CONTRACTS.tetherToken}`

const api = (path: string, query: Record<string, string | undefined> = {}) =>
  withQuery(ds.urls.blockchainApi, path, { projectId: PROJECT, st: 'appkit', sv: 'test-0.0.0', ...query })

function walletFor(privateKey: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: devstackChain(ds.urls.evmRpc),
    transport: http(ds.urls.evmRpc),
  })
}

/** A fresh address with nothing on it yet, so each test sees only its own activity. */
function freshAccount() {
  const key = generatePrivateKey()
  return { key, address: privateKeyToAccount(key).address }
}

async function balances(address: string, chainId?: string) {
  return (
    await getJson(api(`/v1/account/${address}/balance`, { currency: 'usd', chainId }), balanceResponseSchema)
  ).balances
}

beforeAll(async () => {
  ds = await startDevstack({ ports: 0 })
  evm = createPublicClient({
    chain: devstackChain(ds.urls.evmRpc),
    transport: http(ds.urls.evmRpc),
  }) as PublicClient
}, 30_000)

afterAll(async () => {
  await ds?.stop()
})

describe('start', () => {
  test('deploys the tokens and the pool at their fixed addresses and funds the test accounts', async () => {
    expect(ds.contracts.evm).toMatchObject({
      testToken: '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
      tetherToken: '0x65A22eCbc895Cd1FeA745A940719bBD0F78E5E8e',
      swapPool: '0xcfB19A923C2dE5714A95b1e1ad1E4546C156C711',
    })
    for (const address of Object.values(EVM_CONTRACTS)) {
      expect(await evm.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/)
    }
    const first = ds.accounts.evm[0]?.address as Address
    expect(first).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const held = await balances(first)
    expect(held.map((b) => b.symbol).sort()).toEqual(['ETH', 'OAK', 'TUSD'])
    expect(held.find((b) => b.symbol === 'TUSD')?.quantity).toEqual({ decimals: '6', numeric: '1000000' })
  })

  test('answers balances on the second chain id apps give the node, labelled with that chain', async () => {
    const first = ds.accounts.evm[0]?.address as Address
    const second = `eip155:${ds.chains.evm.chainId + 1}`
    const held = await balances(first, second)
    expect(held.map((b) => [b.symbol, b.chainId]).sort()).toEqual([
      ['ETH', second],
      ['OAK', second],
      ['TUSD', second],
    ])
    expect(held.find((b) => b.symbol === 'OAK')?.address).toBe(`${second}:${EVM_CONTRACTS.testToken}`)
    // Any other EVM chain: nothing held there.
    expect(await balances(first, 'eip155:1')).toEqual([])
  })

  test('lists the local chains as supported', async () => {
    const chains = await getJson(api('/v1/supported-chains'), supportedChainsResponseSchema)
    expect(chains.http).toContain(CHAIN)
    expect(chains.http).toContain(ds.chains.solana?.caipNetworkId)
  })

  test('proxies chain JSON-RPC at /v1?chainId=', async () => {
    const res = await fetch(api('/v1', { chainId: CHAIN }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await res.json()).toMatchObject({ result: '0x7a69' })
  })

  test('deploys the ERC-4337 contracts and serves the bundler at urls.bundler (one EVM chain, a project id)', async () => {
    for (const address of [
      ds.contracts.evm.entryPoint,
      ds.contracts.evm.accountFactory,
      ds.contracts.evm.paymaster,
    ]) {
      expect(await evm.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/)
    }
    const post = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
          { jsonrpc: '2.0', id: 2, method: 'eth_supportedEntryPoints', params: [] },
        ]),
      })
    const ok = await post(`${ds.urls.bundler}&projectId=${PROJECT}`)
    expect(await ok.json()).toMatchObject([
      { id: 1, result: '0x7a69' },
      { id: 2, result: [ds.contracts.evm.entryPoint] },
    ])
    const otherChain = await post(api('/v1/bundler', { chainId: 'eip155:1' }))
    expect(otherChain.status).toBe(400)
    expect(await otherChain.json()).toMatchObject({
      reasons: [{ description: 'Chain eip155:1 has no bundler' }],
    })
    expect((await post(ds.urls.bundler)).status).toBe(400)
  })

  test("POST /__devstack/paymaster switches sponsorship at run time: refused with the paymaster's reason and nothing sent, then sponsored again", async () => {
    const switchTo = (sponsor: unknown) =>
      fetch(`${ds.urls.blockchainApi}/__devstack/paymaster`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sponsor }),
      })
    // An account holding no ETH: only a sponsorship pays for its operation.
    const account = await toDevstackSmartAccount({
      client: evm as never,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    const bundle = createBundlerClient({
      account,
      client: evm as never,
      paymaster: true,
      transport: http(`${ds.urls.bundler}&projectId=${PROJECT}`, { retryCount: 0 }),
    })
    const calls = [{ to: account.address, value: 0n }]
    const bad = await switchTo('off')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ reasons: [{ description: 'sponsor must be true or false' }] })
    try {
      expect(await (await switchTo(false)).json()).toEqual({ sponsor: false })
      const block = await evm.getBlockNumber()
      await expect(bundle.sendUserOperation({ calls })).rejects.toThrow(
        "Sponsorship is off: the devstack's paymaster pays for nothing",
      )
      expect(await evm.getBlockNumber()).toBe(block)
      expect(await evm.getCode({ address: account.address })).toBeUndefined()
    } finally {
      expect(await (await switchTo(true)).json()).toEqual({ sponsor: true })
    }
    const receipt = await bundle.waitForUserOperationReceipt({
      hash: await bundle.sendUserOperation({ calls }),
    })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(ds.contracts.evm.paymaster)
  })

  test('runs the WalletConnect relay: a message published on a topic reaches its other subscriber', async () => {
    expect(ds.urls.relay).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const [dapp, wallet] = await Promise.all([
      RawClient.connect(ds.urls.relay),
      RawClient.connect(ds.urls.relay),
    ])
    try {
      const topic = 'a'.repeat(64)
      await wallet.call('irn_subscribe', { topic })
      expect(await dapp.call('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1100 })).toBe(true)
      const push = await wallet.nextPush()
      expect(push.data).toMatchObject({ topic, message: 'hello', tag: 1100 })
    } finally {
      await Promise.all([dapp.close(), wallet.close()])
    }
  })
})

describe('balance and history follow the chain', () => {
  test('a native and a token transfer sent with viem show in history and balance', async () => {
    const sender = walletFor(ds.accounts.evm[1]?.privateKey as Hex)
    const to = freshAccount().address
    const nativeHash = await sender.sendTransaction({ to, value: parseEther('1.5') })
    await evm.waitForTransactionReceipt({ hash: nativeHash })
    const tokenHash = await sender.writeContract({
      address: EVM_CONTRACTS.testToken,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits('250', 18)],
    })
    await evm.waitForTransactionReceipt({ hash: tokenHash })

    const held = await balances(to, CHAIN)
    expect(held).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        quantity: { decimals: '18', numeric: '1.5' },
        price: 3000,
        value: 4500,
      }),
      expect.objectContaining({
        symbol: 'OAK',
        address: OAK,
        chainId: CHAIN,
        quantity: { decimals: '18', numeric: '250' },
        value: 500,
      }),
    ])
    expect(held[0]).not.toHaveProperty('address')

    const history = await getJson(api(`/v1/account/${to}/history`, { chainId: CHAIN }), historyResponseSchema)
    expect(history.next).toBeNull()
    expect(history.data.map((t) => t.metadata.hash)).toEqual([tokenHash, nativeHash])
    const [tokenTx, nativeTx] = history.data
    expect(nativeTx?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      chain: CHAIN,
      sentFrom: ds.accounts.evm[1]?.address,
      sentTo: to,
    })
    expect(nativeTx?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '1.5' },
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
      }),
    ])
    expect(tokenTx?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '250' },
        fungible_info: expect.objectContaining({ symbol: 'OAK' }),
      }),
    ])
    expect(new Date(nativeTx?.metadata.minedAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000)

    // The sender sees the same transfers going out.
    const senderHistory = await getJson(
      api(`/v1/account/${ds.accounts.evm[1]?.address}/history`),
      historyResponseSchema,
    )
    const sent = senderHistory.data.find((t) => t.metadata.hash === nativeHash)
    expect(sent?.metadata.operationType).toBe('send')
    expect(sent?.transfers[0]?.direction).toBe('out')
  })

  test('a USDT-style transfer (no return value) shows too', async () => {
    const sender = walletFor(ds.accounts.evm[2]?.privateKey as Hex)
    const to = freshAccount().address
    const hash = await sender.writeContract({
      address: EVM_CONTRACTS.tetherToken,
      abi: tetherStyleTokenAbi,
      functionName: 'transfer',
      args: [to, parseUnits('12.5', 6)],
    })
    await evm.waitForTransactionReceipt({ hash })
    expect(await balances(to)).toEqual([
      expect.objectContaining({ symbol: 'TUSD', quantity: { decimals: '6', numeric: '12.5' }, value: 12.5 }),
    ])
  })

  test('a reverted transaction shows as failed, moving nothing', async () => {
    const { key, address } = freshAccount()
    const funder = walletFor(ds.accounts.evm[2]?.privateKey as Hex)
    await evm.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
    })
    // More OAK than the account holds (none): the token reverts, the gas is still spent.
    const hash = await walletFor(key).writeContract({
      address: EVM_CONTRACTS.testToken,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ds.accounts.evm[0]?.address as Address, 1n],
      gas: 100_000n,
    })
    expect((await evm.waitForTransactionReceipt({ hash })).status).toBe('reverted')
    const history = await getJson(api(`/v1/account/${address}/history`), historyResponseSchema)
    expect(history.data[0]?.metadata).toMatchObject({ hash, status: 'failed' })
    expect(history.data[0]?.transfers).toEqual([])
    expect((await balances(address)).map((b) => b.symbol)).toEqual(['ETH'])
  })

  test('history pages with a cursor, newest first', async () => {
    const sender = walletFor(ds.accounts.evm[3]?.privateKey as Hex)
    const to = freshAccount().address
    const hashes: Hex[] = []
    for (let i = 0; i < 22; i++) {
      hashes.push(await sender.sendTransaction({ to, value: BigInt(i + 1) }))
    }
    await evm.waitForTransactionReceipt({ hash: hashes.at(-1) as Hex })
    const first = await getJson(api(`/v1/account/${to}/history`), historyResponseSchema)
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await getJson(
      api(`/v1/account/${to}/history`, { cursor: first.next ?? '' }),
      historyResponseSchema,
    )
    expect(second.next).toBeNull()
    expect([...first.data, ...second.data].map((t) => t.metadata.hash)).toEqual([...hashes].reverse())
  })
})

describe('convert', () => {
  test('lists the swappable tokens of the local chain', async () => {
    const { tokens } = await getJson(
      api('/v1/convert/tokens', { chainId: CHAIN }),
      convertTokensResponseSchema,
    )
    expect(tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', NATIVE, 18],
      ['OAK', OAK, 18],
      ['TUSD', TUSD, 6],
    ])
  })

  test('approve then swap TUSD for OAK with the built transactions changes both balances', async () => {
    const owner = ds.accounts.evm[4] as { address: Address; privateKey: Hex }
    const wallet = walletFor(owner.privateKey)
    const user = `${CHAIN}:${owner.address}`
    const amount = parseUnits('100', 6).toString()
    const before = await balances(owner.address)

    const { allowance } = await getJson(
      api('/v1/convert/allowance', { tokenAddress: TUSD, userAddress: user }),
      convertAllowanceResponseSchema,
    )
    expect(allowance).toBe('0')
    const approve = await getJson(
      api('/v1/convert/build-approve', { userAddress: user, from: TUSD, to: OAK }),
      buildApproveResponseSchema,
    )
    expect(approve.tx.to).toBe(TUSD)
    await evm.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: EVM_CONTRACTS.tetherToken,
        data: approve.tx.data as Hex,
      }),
    })
    const after = await getJson(
      api('/v1/convert/allowance', { tokenAddress: TUSD, userAddress: user }),
      convertAllowanceResponseSchema,
    )
    expect(BigInt(after.allowance)).toBeGreaterThanOrEqual(BigInt(amount))

    const { quotes } = await getJson(
      api('/v1/convert/quotes', { amount, userAddress: user, from: TUSD, to: OAK }),
      convertQuotesResponseSchema,
    )
    const quoted = BigInt(quotes[0]?.toAmount ?? '0')
    expect(quoted).toBeGreaterThan(parseUnits('49', 18)) // ~1 TUSD = 0.5 OAK, less the 0.3% fee
    expect(quoted).toBeLessThan(parseUnits('50', 18))

    const built = await postJson(
      api('/v1/convert/build-transaction'),
      { amount, eip155: { slippage: 1 }, projectId: PROJECT, from: TUSD, to: OAK, userAddress: user },
      buildTransactionResponseSchema,
    )
    expect(built.tx.to).toBe(`${CHAIN}:${EVM_CONTRACTS.swapPool}`)
    expect(built.tx.amount).toBe('0')
    const hash = await wallet.sendTransaction({
      to: EVM_CONTRACTS.swapPool,
      data: built.tx.data as Hex,
      value: BigInt(built.tx.amount),
      gas: BigInt(built.tx.eip155?.gas ?? 0),
    })
    expect((await evm.waitForTransactionReceipt({ hash })).status).toBe('success')

    const now = await balances(owner.address)
    const amountOf = (list: typeof now, symbol: string) =>
      Number(list.find((b) => b.symbol === symbol)?.quantity.numeric)
    expect(amountOf(now, 'TUSD')).toBe(amountOf(before, 'TUSD') - 100)
    expect(amountOf(now, 'OAK') - amountOf(before, 'OAK')).toBeCloseTo(Number(quoted) / 1e18, 6)

    const history = await getJson(api(`/v1/account/${owner.address}/history`), historyResponseSchema)
    const trade = history.data.find((t) => t.metadata.hash === hash)
    expect(trade?.metadata.operationType).toBe('trade')
    expect(trade?.transfers.map((t) => [t.fungible_info?.symbol, t.direction]).sort()).toEqual([
      ['OAK', 'in'],
      ['TUSD', 'out'],
    ])
  })

  test('swapping from the native coin needs no approval and pays ETH out from the pool', async () => {
    const { key, address } = freshAccount()
    const funder = walletFor(ds.accounts.evm[5]?.privateKey as Hex)
    await evm.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('2') }),
    })
    const user = `${CHAIN}:${address}`
    const built = await postJson(
      api('/v1/convert/build-transaction'),
      {
        amount: parseEther('1').toString(),
        eip155: { slippage: '0.5' },
        from: NATIVE,
        to: OAK,
        userAddress: user,
      },
      buildTransactionResponseSchema,
    )
    expect(built.tx.amount).toBe(parseEther('1').toString())
    const wallet = walletFor(key)
    await evm.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: EVM_CONTRACTS.swapPool,
        data: built.tx.data as Hex,
        value: BigInt(built.tx.amount),
      }),
    })
    const held = await balances(address)
    expect(Number(held.find((b) => b.symbol === 'ETH')?.quantity.numeric)).toBeLessThan(1)
    expect(Number(held.find((b) => b.symbol === 'OAK')?.quantity.numeric)).toBeGreaterThan(1400)

    // And back: OAK to ETH, whose payout is an internal transfer the history still shows.
    const oak = parseUnits('100', 18)
    const approve = await getJson(
      api('/v1/convert/build-approve', { userAddress: user, from: OAK, to: NATIVE }),
      buildApproveResponseSchema,
    )
    await evm.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: EVM_CONTRACTS.testToken, data: approve.tx.data as Hex }),
    })
    const back = await postJson(
      api('/v1/convert/build-transaction'),
      { amount: oak.toString(), from: OAK, to: NATIVE, userAddress: user },
      buildTransactionResponseSchema,
    )
    const hash = await wallet.sendTransaction({ to: EVM_CONTRACTS.swapPool, data: back.tx.data as Hex })
    await evm.waitForTransactionReceipt({ hash })
    const history = await getJson(api(`/v1/account/${address}/history`), historyResponseSchema)
    const trade = history.data.find((t) => t.metadata.hash === hash)
    expect(trade?.transfers.map((t) => [t.fungible_info?.symbol, t.direction]).sort()).toEqual([
      ['ETH', 'in'],
      ['OAK', 'out'],
    ])
  })

  test('building a token swap without allowance is refused with a reason', async () => {
    const { address } = freshAccount()
    const res = await request(api('/v1/convert/build-transaction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1000', from: TUSD, to: OAK, userAddress: `${CHAIN}:${address}` }),
    })
    expect(res.status).toBe(400)
    expect(apiErrorSchema.parse(res.body).reasons[0]?.description).toMatch(/allowance|balance/i)
  })

  test('gas price comes from the chain', async () => {
    const gas = await getJson(api('/v1/convert/gas-price', { chainId: CHAIN }), gasPriceResponseSchema)
    const chainPrice = await evm.getGasPrice()
    expect(BigInt(gas.standard)).toBe(chainPrice)
    expect(BigInt(gas.fast)).toBeGreaterThan(chainPrice)
    expect(BigInt(gas.instant)).toBeGreaterThan(BigInt(gas.fast))
  })
})

describe('names', () => {
  async function register(
    privateKey: Hex,
    name: string,
    timestamp = Math.floor(Date.now() / 1000),
    attributes: Record<string, string> = {},
  ) {
    const account = privateKeyToAccount(privateKey)
    const message = JSON.stringify({ name, attributes, timestamp })
    const signature = await account.signMessage({ message })
    return request(api('/v1/profile/account'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coin_type: 2147514985, address: account.address, message, signature }),
    })
  }

  test('a registered name resolves both ways, and shows as the identity', async () => {
    const owner = ds.accounts.evm[6] as { address: Address; privateKey: Hex }
    const avatar = 'https://avatars.example/satoshi.png'
    const res = await register(owner.privateKey, 'satoshi-dev.reown.id', undefined, { avatar })
    expect(res.status).toBe(200)
    expect(nameRecordSchema.parse(res.body).name).toBe('satoshi-dev.reown.id')

    const record = await getJson(api('/v1/profile/account/satoshi-dev.reown.id'), nameRecordSchema)
    expect(Object.values(record.addresses).map((a) => a.address)).toEqual([owner.address])
    const reverse = await getJson(api(`/v1/profile/reverse/${owner.address}`), reverseLookupResponseSchema)
    expect(reverse.map((r) => r.name)).toEqual(['satoshi-dev.reown.id'])
    const identity = await getJson(api(`/v1/identity/${owner.address}`), identityResponseSchema)
    expect(identity).toEqual({ name: 'satoshi-dev.reown.id', avatar })
    // An address without a name has an empty identity.
    expect(await getJson(api(`/v1/identity/${freshAccount().address}`), identityResponseSchema)).toEqual({
      name: null,
      avatar: null,
    })
  })

  test('suggestions mark the taken name and offer free ones in the zone', async () => {
    await register(ds.accounts.evm[7]?.privateKey as Hex, 'vitalik.reown.id')
    const { suggestions } = await getJson(
      api('/v1/profile/suggestions/vitalik', { zone: 'reown.id' }),
      nameSuggestionsResponseSchema,
    )
    expect(suggestions[0]).toEqual({ name: 'vitalik.reown.id', registered: true })
    expect(suggestions.length).toBeGreaterThan(1)
    for (const s of suggestions.slice(1)) {
      expect(s.registered).toBe(false)
      expect(s.name).toMatch(/^[a-z0-9-]{4,}\.reown\.id$/)
    }
  })

  test('name rules, ownership and signatures are enforced', async () => {
    const key = ds.accounts.evm[8]?.privateKey as Hex
    const short = await register(key, 'abc.reown.id')
    expect(short.status).toBe(400)
    expect(apiErrorSchema.parse(short.body).reasons[0]?.description).toMatch(/at least 4/)
    expect((await register(key, 'bad_name.reown.id')).status).toBe(400)
    // Taken by another address.
    expect((await register(key, 'satoshi-dev.reown.id')).status).toBe(409)
    // A stale message.
    expect((await register(key, 'stale-name.reown.id', Math.floor(Date.now() / 1000) - 3600)).status).toBe(
      400,
    )
    // A signature by someone else.
    const message = JSON.stringify({
      name: 'forged-name.reown.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    const res = await request(api('/v1/profile/account'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: ds.accounts.evm[8]?.address,
        message,
        signature: forged,
      }),
    })
    expect(res.status).toBe(401)
    expect((await request(api('/v1/profile/account/forged-name.reown.id'))).status).toBe(404)
  })
})

describe('solana', () => {
  test('a SOL and an SPL transfer made with @solana/web3.js show in the balances', async () => {
    const connection = new Connection(ds.urls.solanaRpc as string, 'confirmed')
    const [holder] = ds.accounts.solana
    const payer = Keypair.fromSecretKey(holder?.secretKey as Uint8Array)
    const mint = new PublicKey(ds.contracts.solana?.mint.address as string)
    const recipient = Keypair.generate()

    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: recipient.publicKey,
          lamports: 2 * LAMPORTS_PER_SOL,
        }),
      ),
      [payer],
    )
    const target = await getOrCreateAssociatedTokenAccount(connection, payer, mint, recipient.publicKey)
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createTransferInstruction(
          getAssociatedTokenAddressSync(mint, payer.publicKey),
          target.address,
          payer.publicKey,
          1_234_500n,
        ),
      ),
      [payer],
    )

    const held = await balances(recipient.publicKey.toBase58())
    const chainId = ds.chains.solana?.caipNetworkId
    expect(held).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId,
        quantity: { decimals: '9', numeric: '2' },
        value: 300,
      }),
      expect.objectContaining({
        symbol: 'STT',
        chainId,
        address: `${chainId}:${mint.toBase58()}`,
        quantity: { decimals: '6', numeric: '1.2345' },
      }),
    ])
  })
})

describe('prices, onramp and sessions', () => {
  test('fungible prices come from the fixed table', async () => {
    const { fungibles } = await postJson(
      api('/v1/fungible/price'),
      {
        currency: 'usd',
        addresses: [NATIVE, OAK, `${CHAIN}:0x0000000000000000000000000000000000000001`],
        projectId: PROJECT,
      },
      fungiblePriceResponseSchema,
    )
    // As the service's FungiblePriceItem: the address answered and the token's decimals too.
    expect(fungibles.map((f) => [f.symbol, f.price, f.decimals, f.address])).toEqual([
      ['ETH', 3000, 18, NATIVE],
      ['OAK', 2, 18, OAK],
    ])
  })

  test('onramp: options, a quote, and a generated URL whose page really sends the coins', async () => {
    const options = await getJson(api('/v1/onramp/options'), onrampOptionsResponseSchema)
    const usd = options.paymentCurrencies.find((c) => c.id === 'USD')
    expect(usd?.payment_method_limits).toContainEqual({ id: 'card', min: '10.00', max: '7500.00' })
    const eth = options.purchaseCurrencies.find((c) => c.symbol === 'ETH')
    const quote = await postJson(
      api('/v1/onramp/quote'),
      { purchaseCurrency: eth, paymentCurrency: usd, amount: '100', network: 'devstack-evm' },
      onrampQuoteResponseSchema,
    )
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo((100 - 1.5 - 0.5) / 3000, 6)
    // The options exactly as served (`limits`, camelCase networks), posted back as they came.
    const served = (await (await fetch(api('/v1/onramp/options'))).json()) as {
      paymentCurrencies: { id: string }[]
      purchaseCurrencies: { symbol: string }[]
    }
    expect(served.paymentCurrencies[0]).toHaveProperty('limits')
    const asServed = await postJson(
      api('/v1/onramp/quote'),
      {
        purchaseCurrency: served.purchaseCurrencies.find((c) => c.symbol === 'OAK'),
        paymentCurrency: served.paymentCurrencies.find((c) => c.id === 'EUR'),
        amount: '50',
        network: 'devstack-evm',
      },
      onrampQuoteResponseSchema,
    )
    expect(asServed.paymentTotal).toEqual({ amount: '50.00', currency: 'EUR' })
    expect(asServed.purchaseAmount.currency).toBe('OAK')
    // Any method's limits: 8000 is over a card's 7500 but within a bank account's 25000.
    const quoteOf = (amount: string) =>
      request(api('/v1/onramp/quote'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          purchaseCurrency: eth,
          paymentCurrency: usd,
          amount,
          network: 'devstack-evm',
        }),
      })
    expect((await quoteOf('8000')).status).toBe(200)
    expect((await quoteOf('25000.01')).status).toBe(400)
    expect((await quoteOf('9.99')).status).toBe(400)

    const { address } = freshAccount()
    const { url } = await postJson(
      api('/v1/generators/onrampurl'),
      {
        destinationWallets: [{ address, blockchains: ['devstack-evm'], assets: ['ETH'] }],
        partnerUserId: address,
        defaultExperience: 'buy',
        presetCryptoAmount: 0.25,
      },
      onrampUrlResponseSchema,
    )
    expect(url.startsWith(ds.urls.blockchainApi)).toBe(true)
    const page = await fetch(url)
    expect(await page.text()).toContain('Complete purchase')
    const done = await fetch(`${url}/complete`, { method: 'POST' })
    expect(done.status).toBe(200)
    expect(await balances(address)).toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '0.25' } }),
    ])
    const bought = await getJson(
      api(`/v1/account/${address}/history`, { onramp: 'coinbase' }),
      historyResponseSchema,
    )
    expect(bought.data[0]?.metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
  })

  test('smart sessions: kept under the CAIP-10 id, revoked with a signature of the pci, as the hosted server answers', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const caip = `${CHAIN}:${owner.address}`
    ds.addSmartSession(caip, {
      project: { id: PROJECT, name: 'Test app' },
      pci: 'pci-1',
      expiry: Math.floor(Date.now() / 1000) + 3600,
      createdAt: Math.floor(Date.now() / 1000),
      permissions: [
        { type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: 0, period: 86400 } },
      ],
    })
    const raw = (await request(api(`/v1/sessions/${caip}`))).body as { pcis: Record<string, unknown>[] }
    // The server's `Option`s are sent as null.
    expect(raw.pcis[0]).toMatchObject({
      project: { url: null, iconUrl: null },
      policies: [],
      context: null,
      revokedAt: null,
    })
    const listed = await getJson(api(`/v1/sessions/${caip}`), sessionsResponseSchema)
    expect(listed.pcis.map((s) => [s.pci, s.revokedAt])).toEqual([['pci-1', undefined]])
    // The store is keyed by the CAIP-10 id: a plain address is refused, another chain has none.
    expect((await request(api(`/v1/sessions/${owner.address}`))).status).toBe(400)
    expect(
      (await getJson(api(`/v1/sessions/eip155:1:${owner.address}`), sessionsResponseSchema)).pcis,
    ).toEqual([])

    const revoke = async (message: string) =>
      request(api(`/v1/sessions/${caip}/revoke`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pci: 'pci-1', signature: await owner.signMessage({ message }) }),
      })
    expect((await revoke('something else')).status).toBe(401)
    const revoked = await fetch(api(`/v1/sessions/${caip}/revoke`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci: 'pci-1', signature: await owner.signMessage({ message: 'pci-1' }) }),
    })
    expect([revoked.status, await revoked.text()]).toEqual([200, ''])
    const after = await getJson(api(`/v1/sessions/${caip}`), sessionsResponseSchema)
    expect(after.pcis[0]?.revokedAt).toEqual(expect.any(Number))
    expect(await revoke('pci-1')).toEqual({
      status: 400,
      body: { status: 'FAILED', reasons: [{ field: 'pci', description: 'Permission is revoked: pci-1' }] },
    })
  })
})

describe('bad requests', () => {
  test('malformed input gets 400/404/403 with a reason, and the server keeps serving', async () => {
    const cases: [string, RequestInit | undefined, number][] = [
      [api('/v1/account/not-an-address/balance'), undefined, 400],
      [
        api('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance', { currency: 'doubloons' }),
        undefined,
        400,
      ],
      [
        withQuery(
          ds.urls.blockchainApi,
          '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance',
          {},
        ),
        undefined,
        400,
      ],
      [
        api('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history', { cursor: 'garbage' }),
        undefined,
        400,
      ],
      [api('/v1/convert/quotes', { amount: '-1', userAddress: 'x', from: OAK, to: TUSD }), undefined, 400],
      [
        api('/v1/convert/quotes', {
          amount: '1',
          userAddress: `${CHAIN}:${getAddress(freshAccount().address)}`,
          from: 'eip155:1:0x0000000000000000000000000000000000000001',
          to: OAK,
        }),
        undefined,
        400,
      ],
      [
        api('/v1/convert/build-transaction'),
        { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } },
        400,
      ],
      [
        api('/v1/convert/build-transaction'),
        { method: 'POST', body: '[]', headers: { 'content-type': 'application/json' } },
        400,
      ],
      [api('/v1/fungible/price'), { method: 'POST', body: JSON.stringify({ addresses: 'nope' }) }, 400],
      [api('/v1/profile/account/nobody-here.reown.id'), undefined, 404],
      [api('/v1/profile/suggestions/ab'), undefined, 400],
      [api('/v1/no/such/path'), undefined, 404],
      [api('/v1/account/%E0%A4%A/balance'), undefined, 404],
      [api('/v1/onramp/options'), { headers: { origin: 'https://evil.example' } }, 403],
      [api('/v1/supported-chains'), { method: 'DELETE' }, 405],
    ]
    for (const [url, init, status] of cases) {
      const res = await request(url, init)
      expect({ url, status: res.status }).toEqual({ url, status })
      if (status !== 405) expect(apiErrorSchema.safeParse(res.body).success, url).toBe(true)
    }
    // A raw, broken HTTP request does not take the server down either.
    const { connect } = await import('node:net')
    const port = Number(new URL(ds.urls.blockchainApi).port)
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GARBAGE / HTTP/9\r\n\r\n'))
      socket.on('data', () => socket.destroy())
      socket.on('close', () => resolve())
      socket.on('error', () => resolve())
    })
    const chains = await getJson(api('/v1/supported-chains'), supportedChainsResponseSchema)
    expect(chains.http).toContain(CHAIN)
  })

  test('an allowed origin gets CORS headers, including on preflight', async () => {
    const origin = 'http://localhost:5173'
    const res = await fetch(api('/v1/supported-chains'), { headers: { origin } })
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    const preflight = await fetch(api('/v1/convert/build-transaction'), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  })
})

describe('analytics', () => {
  test('POST /e is recorded and readable, and an origin off the allowlist gets 403', async () => {
    ds.clearAnalytics()
    const event = {
      eventId: crypto.randomUUID(),
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: '0xabc' },
    }
    const url = withQuery(ds.urls.analytics, '/e', { projectId: PROJECT, st: 'appkit', sv: 'test-1' })
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify(event),
    })
    expect(res.status).toBe(202)
    expect(ds.analyticsEvents()).toEqual([
      expect.objectContaining({ projectId: PROJECT, st: 'appkit', sv: 'test-1', event }),
    ])
    const viaHttp = (await (await fetch(`${ds.urls.analytics}/__devstack/analytics`)).json()) as {
      events: unknown[]
    }
    expect(viaHttp.events).toHaveLength(1)

    const denied = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://not-allowed.example' },
      body: JSON.stringify(event),
    })
    expect(denied.status).toBe(403)
    expect(apiErrorSchema.parse(denied.body).reasons[0]?.description).toBe(
      'Origin not found on Allowlist - update configuration',
    )
    const malformed = await request(url, { method: 'POST', body: JSON.stringify({ eventId: 1 }) })
    expect(malformed.status).toBe(400)
    expect(ds.analyticsEvents()).toHaveLength(1)
  })
})

describe('pay from an exchange account', () => {
  const payment = (change: Record<string, unknown> = {}) => ({
    exchangeId: 'devstack-exchange',
    network: CHAIN,
    asset: EVM_CONTRACTS.testToken,
    amount: '5',
    recipient: freshAccount().address,
    ...change,
  })
  const create = (body: unknown) =>
    request(api('/v1/pay/sessions'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const status = (id: string) => getJson(api(`/v1/pay/sessions/${id}`), paySessionStatusSchema)
  const oakOf = (holder: string) =>
    evm.readContract({
      address: EVM_CONTRACTS.testToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder as Hex],
    })

  test('the exchanges, a session whose page pays the recipient from the faucet, its status settled', async () => {
    const { exchanges } = await getJson(api('/v1/pay/exchanges'), payExchangesResponseSchema)
    expect(exchanges).toEqual([{ id: 'devstack-exchange', name: 'Devstack Exchange' }])
    const body = payment()
    const session = await postJson(api('/v1/pay/sessions'), body, paySessionResponseSchema)
    expect(session.url).toBe(`${ds.urls.blockchainApi}/pay/${session.sessionId}`)
    // Until the person pays, the session stays in progress (the SDK's watch limit ends it).
    expect(await status(session.sessionId)).toEqual({ status: 'IN_PROGRESS' })
    const page = await (await fetch(session.url)).text()
    expect(page).toContain('5 OAK')
    const paid = await fetch(`${session.url}/complete`, { method: 'POST' })
    expect(await paid.text()).toContain('Paid.')
    const settled = await status(session.sessionId)
    expect(settled).toEqual({ status: 'SUCCESS', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(await oakOf(body.recipient)).toBe(5n * 10n ** 18n)
    // Paying again sends nothing more.
    await fetch(`${session.url}/complete`, { method: 'POST' })
    expect(await oakOf(body.recipient)).toBe(5n * 10n ** 18n)
  })

  test('a refusal fails the session and pays nothing; it cannot be paid after', async () => {
    const body = payment({ asset: 'native', amount: '0.01' })
    const session = await postJson(api('/v1/pay/sessions'), body, paySessionResponseSchema)
    expect(await (await fetch(`${session.url}/refuse`, { method: 'POST' })).text()).toContain('Refused.')
    await fetch(`${session.url}/complete`, { method: 'POST' })
    expect(await status(session.sessionId)).toEqual({ status: 'FAILED' })
    expect(await evm.getBalance({ address: body.recipient as Hex })).toBe(0n)
  })

  test.each([
    ['an unknown exchange', { exchangeId: 'binance' }, 'Unknown exchange binance'],
    ['another network', { network: 'eip155:1' }, 'The exchange pays on eip155:31337 and solana:'],
    [
      'an asset it does not pay',
      { asset: EVM_CONTRACTS.tetherToken },
      `Asset ${EVM_CONTRACTS.tetherToken} cannot be paid`,
    ],
    ['a recipient that is no address', { recipient: '0x1234' }, 'recipient is not an address'],
    ['a zero amount', { amount: '0' }, 'amount must be above zero with at most 18 decimals'],
    [
      'too many decimals',
      { amount: '1.0000000000000000001' },
      'amount must be above zero with at most 18 decimals',
    ],
    ['a negative amount', { amount: '-5' }, 'Expected a decimal amount'],
  ])('%s is refused with a 400 naming it', async (_, change, reason) => {
    const res = await create(payment(change))
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(reason)
  })

  test('on Solana: SOL from the chain faucet, once for a double click; a token or an EVM recipient refused', async () => {
    const network = ds.chains.solana?.caipNetworkId
    const connection = new Connection(ds.urls.solanaRpc as string, 'confirmed')
    const recipient = Keypair.generate().publicKey
    const body = payment({ network, asset: 'native', amount: '0.25', recipient: recipient.toBase58() })
    const session = await postJson(api('/v1/pay/sessions'), body, paySessionResponseSchema)
    expect(await (await fetch(session.url)).text()).toContain('0.25 SOL')
    const pay = () => fetch(`${session.url}/complete`, { method: 'POST' }).then((r) => r.text())
    const pages = await Promise.all([pay(), pay()])
    for (const page of pages) expect(page).toContain('Paid.')
    const settled = await status(session.sessionId)
    expect(settled.status).toBe('SUCCESS')
    expect(settled.txHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection.getBalance(recipient)).toBe(250_000_000)
    const refusals = [
      [{ asset: ds.contracts.solana?.mint.address }, 'SOL only on Solana'],
      [{ recipient: freshAccount().address }, 'recipient is not a Solana address'],
      [{ amount: '0.0000000001' }, 'amount must be above zero with at most 9 decimals'],
    ] as const
    for (const [change, reason] of refusals) {
      const res = await create({ ...body, ...change })
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toContain(reason)
    }
  })

  test('an unknown session is a 404, for its status, its page and paying it', async () => {
    const id = '00000000-0000-0000-0000-000000000000'
    expect((await request(api(`/v1/pay/sessions/${id}`))).status).toBe(404)
    expect((await request(`${ds.urls.blockchainApi}/pay/${id}`)).status).toBe(404)
    expect((await request(`${ds.urls.blockchainApi}/pay/${id}/complete`, { method: 'POST' })).status).toBe(
      404,
    )
  })
})
