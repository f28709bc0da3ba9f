import type { AdapterEvent, CaipNetwork } from '@openappkit/core'
import { EVM_CONTRACTS } from '@openappkit/devstack'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { announceEip6963, createEvmWallet, type EvmWalletOptions } from '@openappkit/testing/wallet'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  numberToHex,
  type PublicClient,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from '../src/exports/index.ts'
import { icon, memoryStorage } from './fixtures.ts'
import { type LocalChains, useLocalChains } from './localChains.ts'

let chains: LocalChains
let devstack: DevstackInfo
let second: { url: string }
let local: CaipNetwork
let other: CaipNetwork
let chain: PublicClient
let otherChain: PublicClient

useLocalChains((environment) => {
  ;({ chains, local, other, chain, otherChain } = environment)
  devstack = chains.devstack
  second = chains.second
})

const info = {
  uuid: '7f1c1a5e-0000-4000-8000-000000000001',
  name: 'Test Wallet',
  icon,
  rdns: 'dev.openappkit.testwallet',
}
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A wallet announced over EIP-6963 and a fresh adapter on the page, like a first visit. */
function setup(
  options: {
    knows?: number[]
    key?: number
    storage?: ReturnType<typeof memoryStorage>
    syncTimeoutMs?: number
    assets?: EvmWalletOptions['assets']
  } = {},
) {
  const keys = devstack.accounts.evm.map((a) => a.privateKey)
  const known = options.knows ?? [local.id as number]
  const urls: Record<number, string> = { [local.id as number]: devstack.urls.evmRpc, 31338: second.url }
  const wallet = createEvmWallet({
    privateKeys: [keys[options.key ?? 0] as Hex],
    chains: Object.fromEntries(known.map((id) => [id, urls[id] as string])),
    chainId: local.id as number,
    ...(options.assets ? { assets: options.assets } : {}),
  })
  cleanups.push(announceEip6963(wallet.provider, info))
  const storage = options.storage ?? memoryStorage()
  const adapter = newAdapter(storage, options.syncTimeoutMs)
  return { wallet, adapter, storage, address: wallet.addresses[0] as Address }
}

function newAdapter(storage: ReturnType<typeof memoryStorage>, syncTimeoutMs?: number): WagmiAdapter {
  const adapter = createWagmiAdapter({
    networks: [local, other],
    storage,
    usdtStyleTokens: [EVM_CONTRACTS.tetherToken],
    ...(syncTimeoutMs ? { syncTimeoutMs } : {}),
  })
  cleanups.push(() => adapter.destroy())
  return adapter
}

function recordEvents(adapter: WagmiAdapter) {
  const events: AdapterEvent[] = []
  const waiters: { type: string; resolve: (e: AdapterEvent) => void }[] = []
  cleanups.push(
    adapter.subscribe((event) => {
      events.push(event)
      for (const w of waiters.splice(0)) {
        if (w.type === event.type) w.resolve(event)
        else waiters.push(w)
      }
    }),
  )
  const next = <T extends AdapterEvent['type']>(type: T) =>
    new Promise<Extract<AdapterEvent, { type: T }>>((resolve) =>
      waiters.push({ type, resolve: resolve as (e: AdapterEvent) => void }),
    )
  return { events, next }
}

describe('discovery', () => {
  test('an EIP-6963 wallet is listed with its name, icon and rdns', async () => {
    const { adapter, wallet } = setup()
    await adapter.loaded
    const announced = adapter.getConnectors().filter((c) => c.type === 'ANNOUNCED')
    expect(announced).toEqual([
      {
        id: info.rdns,
        type: 'ANNOUNCED',
        name: 'Test Wallet',
        chain: 'eip155',
        info: { rdns: info.rdns },
        imageUrl: icon,
        provider: wallet.provider,
      },
    ])
  })

  test('a wallet announcing later reaches watchers; a malformed announcement is ignored', async () => {
    const adapter = newAdapter(memoryStorage())
    const seen: string[][] = []
    cleanups.push(adapter.watchConnectors((list) => seen.push(list.map((c) => c.id))))
    await adapter.loaded
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: {
          info: { uuid: 'x', name: 'Evil', icon: 'javascript:alert(1)', rdns: 'evil' },
          provider: {},
        },
      }),
    )
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: null }))
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([])
    const wallet = createEvmWallet({
      privateKeys: [devstack.accounts.evm[0]?.privateKey as Hex],
      chains: {},
      chainId: 1,
    })
    cleanups.push(announceEip6963(wallet.provider, info))
    expect(seen.at(-1)).toEqual([info.rdns])
  })

  test('window.ethereum is offered as INJECTED only when no announced wallet is that provider', async () => {
    const { adapter, wallet } = setup()
    await adapter.loaded
    const win = window as { ethereum?: unknown }
    cleanups.push(() => delete win.ethereum)
    win.ethereum = wallet.provider
    expect(adapter.getConnectors().map((c) => c.type)).toEqual(['ANNOUNCED'])
    const legacy = createEvmWallet({
      privateKeys: [devstack.accounts.evm[1]?.privateKey as Hex],
      chains: {},
      chainId: 1,
    })
    win.ethereum = legacy.provider
    expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([
      ['injected', 'INJECTED'],
      [info.rdns, 'ANNOUNCED'],
    ])
  })
})

describe('connection', () => {
  test('connects, and a reload restores the connection without prompting', async () => {
    const { adapter, wallet, storage, address } = setup()
    const result = await adapter.connect({ connectorId: info.rdns })
    expect(result).toEqual({
      connectorId: info.rdns,
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      chainId: local.id,
    })

    adapter.destroy()
    const prompts = () =>
      wallet.requests.filter((r) => /requestAccounts|requestPermissions/.test(r.method)).length
    const before = prompts()
    const reloaded = newAdapter(storage)
    const restored = await reloaded.syncConnection({ connectorId: info.rdns })
    expect(restored).toEqual(result)
    expect(prompts()).toBe(before)
  })

  test('after a disconnect, a reload finds no connection', async () => {
    const { adapter, storage } = setup()
    await adapter.connect({ connectorId: info.rdns })
    await adapter.disconnect()
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    adapter.destroy()
    expect(await newAdapter(storage).syncConnection({ connectorId: info.rdns })).toBeNull()
  })

  test('connecting on a given network switches the wallet to it', async () => {
    const { adapter } = setup({ knows: [local.id as number, 31338] })
    const result = await adapter.connect({ connectorId: info.rdns, network: other })
    expect(result.chainId).toBe(31338)
  })

  test('a stored wallet that is gone is no connection', async () => {
    const adapter = newAdapter(memoryStorage())
    const started = Date.now()
    expect(await adapter.syncConnection({ connectorId: 'io.uninstalled.wallet' })).toBeNull()
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('networks', () => {
  test('switches to a chain the wallet knows; the chain change reaches subscribers', async () => {
    const { adapter, wallet } = setup({ knows: [local.id as number, 31338] })
    await adapter.connect({ connectorId: info.rdns })
    const { next } = recordEvents(adapter)
    const changed = next('chainChanged')
    await adapter.switchNetwork({ network: other })
    expect(await changed).toEqual({ type: 'chainChanged', chainId: 31338 })
    expect(wallet.chainId).toBe(31338)
    expect(wallet.addChainRequests).toEqual([])
  })

  test.each([4902, 5000, -32603])('adds a chain the wallet does not know (switch error %i)', async (code) => {
    const { adapter, wallet } = setup()
    wallet.switchUnknownCode = code
    await adapter.connect({ connectorId: info.rdns })
    await adapter.switchNetwork({ network: other })
    expect(wallet.addChainRequests).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Second Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [second.url],
        blockExplorerUrls: ['https://explorer.invalid/31338'],
      },
    ])
    expect(wallet.chainId).toBe(31338)
    expect(adapter.wagmiConfig.state.chainId).toBe(31338)
    // The wallet now really works on the added chain: a native send lands there.
    const to = devstack.accounts.evm[7]?.address as Address
    const before = await otherChain.getBalance({ address: to })
    const hash = await adapter.sendTransfer({
      from: wallet.addresses[0] as string,
      to,
      amount: 5n,
      network: other,
    })
    await otherChain.waitForTransactionReceipt({ hash: hash as Hex })
    expect(await otherChain.getBalance({ address: to })).toBe(before + 5n)
  })

  test('when adding fails: "Chain is not supported", and the wallet stays where it was', async () => {
    const { adapter, wallet } = setup()
    wallet.acceptAddChain = false
    await adapter.connect({ connectorId: info.rdns })
    await expect(adapter.switchNetwork({ network: other })).rejects.toThrow(
      expect.objectContaining({ shortMessage: 'Chain is not supported' }),
    )
    expect(wallet.chainId).toBe(local.id)
    expect(adapter.wagmiConfig.state.connections.values().next().value?.chainId).toBe(local.id)
  })

  test('a wallet on a chain the app does not configure reports that chain', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const { next } = recordEvents(adapter)
    const changed = next('chainChanged')
    wallet.changeChain(424242)
    expect(await changed).toEqual({ type: 'chainChanged', chainId: 424242 })
  })
})

describe('wallet calls', () => {
  test('personal_sign: the signature verifies for the account', async () => {
    const { adapter, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const message = 'Sign in to OpenAppKit tests'
    const signature = await adapter.signMessage({ address, message })
    expect(await verifyMessage({ address, message, signature: signature as Hex })).toBe(true)
  })

  test('eth_signTypedData_v4: the signature verifies for the account and the data', async () => {
    const { adapter, address, wallet } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const typedData = {
      domain: { name: 'Mail', version: '1', chainId: local.id as number },
      types: {
        Mail: [
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { contents: 'gm', amount: 5n },
    } as const
    const signature = (await adapter.signTypedData?.({ address, typedData })) as Hex
    expect(await verifyTypedData({ ...typedData, address, signature })).toBe(true)
    const other = { ...typedData, message: { contents: 'gm', amount: 6n } }
    expect(await verifyTypedData({ ...other, address, signature })).toBe(false)
    // Another account than the connected one is refused before the wallet is asked.
    const signs = () => wallet.requests.filter((r) => r.method === 'eth_signTypedData_v4').length
    expect(signs()).toBe(1)
    const stranger = devstack.accounts.evm[5]?.address as Address
    await expect(adapter.signTypedData?.({ address: stranger, typedData })).rejects.toThrow(stranger)
    expect(signs()).toBe(1)
  })

  test("the connected wallet's EIP-1193 provider answers for the account, and goes with the connection", async () => {
    const { adapter, wallet, address } = setup()
    expect(await adapter.getProvider?.()).toBeUndefined()
    await adapter.connect({ connectorId: info.rdns })
    const provider = (await adapter.getProvider?.()) as typeof wallet.provider
    expect(provider).toBe(wallet.provider)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    await adapter.disconnect()
    expect(await adapter.getProvider?.()).toBeUndefined()
  })

  test('native send: (to, value, data 0x) lands on chain', async () => {
    const { adapter, wallet, address } = setup({ key: 1 })
    await adapter.connect({ connectorId: info.rdns })
    const to = devstack.accounts.evm[8]?.address as Address
    const before = await chain.getBalance({ address: to })
    const amount = parseEther('0.25')
    const hash = await adapter.sendTransfer({ from: address, to, amount, network: local })
    await chain.waitForTransactionReceipt({ hash: hash as Hex })
    expect(await chain.getBalance({ address: to })).toBe(before + amount)
    const sent = wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.params
    // The wallet fills in gas, fees and nonce; it is told the chain it must send on.
    expect(sent).toEqual([
      { from: address, to, value: numberToHex(amount), data: '0x', chainId: numberToHex(local.id as number) },
    ])
    expect((await adapter.getBalance({ address: to, network: local })).value).toBe(before + amount)
  })

  test.each([
    ['the standard ERC-20', EVM_CONTRACTS.testToken, 18],
    ['the USDT-style token (listed)', EVM_CONTRACTS.tetherToken, 6],
  ] as const)('token transfer of %s lands on chain', async (_, token, decimals) => {
    const { adapter, address } = setup({ key: 2 })
    await adapter.connect({ connectorId: info.rdns })
    const to = devstack.accounts.evm[9]?.address as Address
    const balance = (holder: Address) =>
      chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
    const [toBefore, fromBefore] = [await balance(to), await balance(address)]
    const amount = parseUnits('12.5', decimals)
    const hash = await adapter.sendTransfer({ from: address, to, amount, token, network: local })
    const receipt = await chain.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(await balance(to)).toBe(toBefore + amount)
    expect(await balance(address)).toBe(fromBefore - amount)
    expect(await adapter.getTokenBalance({ address: to, token, network: local })).toEqual({
      value: toBefore + amount,
      decimals,
      symbol: decimals === 6 ? 'TUSD' : 'OAK',
    })
  })

  test('an unlisted USDT-style token is recognised by its empty return and still sent', async () => {
    const { wallet, storage } = setup({ key: 3 })
    // No usdtStyleTokens option: the adapter has to tell by itself.
    const adapter = createWagmiAdapter({ networks: [local], storage })
    cleanups.push(() => adapter.destroy())
    await adapter.connect({ connectorId: info.rdns })
    const from = wallet.addresses[0] as Address
    const to = devstack.accounts.evm[6]?.address as Address
    const token = EVM_CONTRACTS.tetherToken
    const before = await chain.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    const hash = await adapter.sendTransfer({ from, to, amount: 1_000_000n, token, network: local })
    await chain.waitForTransactionReceipt({ hash: hash as Hex })
    expect(
      await chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ).toBe(before + 1_000_000n)
  })

  test('a token transfer that would revert fails before the wallet is asked', async () => {
    const { adapter, wallet, address } = setup({ key: 4 })
    await adapter.connect({ connectorId: info.rdns })
    const to = devstack.accounts.evm[9]?.address as Address
    await expect(
      adapter.sendTransfer({
        from: address,
        to,
        amount: 10n ** 40n,
        token: EVM_CONTRACTS.testToken,
        network: local,
      }),
    ).rejects.toThrow(/transfer amount exceeds balance/)
    expect(wallet.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(false)
    // A "token" with no contract behind it answers nothing: an error saying so, not a zero balance.
    await expect(adapter.getTokenBalance({ address, token: to, network: local })).rejects.toMatchObject({
      shortMessage: 'The wallet could not read the token balance',
      details: 'The contract function "balanceOf" returned no data ("0x").',
    })
  })

  test('a token transfer to an address without a contract is refused, and the wallet asked nothing', async () => {
    const { wallet, storage, address } = setup({ key: 4 })
    const to = devstack.accounts.evm[9]?.address as Address
    // An account, not a contract: every call to it answers "0x", as a USDT-style transfer does.
    const noContract = devstack.accounts.evm[8]?.address as Address
    expect(await chain.getCode({ address: noContract })).toBeUndefined()
    // Unlisted (the empty answer would be taken as USDT's) and listed as USDT-style by the app.
    const unlisted = newAdapter(storage)
    const listed = createWagmiAdapter({ networks: [local], storage, usdtStyleTokens: [noContract] })
    cleanups.push(() => listed.destroy())
    for (const adapter of [unlisted, listed]) {
      await adapter.connect({ connectorId: info.rdns })
      const asked = wallet.requests.length
      await expect(
        adapter.sendTransfer({ from: address, to, amount: 1n, token: noContract, network: local }),
      ).rejects.toMatchObject({
        shortMessage: 'The wallet could not send the transfer',
        details: 'The contract function "transfer" returned no data ("0x").',
      })
      expect(wallet.requests.slice(asked)).toEqual([])
    }
  })

  test('sendTransaction: a contract call (an approval) with its calldata lands on chain', async () => {
    const { adapter, wallet, address } = setup({ key: 5 })
    await adapter.connect({ connectorId: info.rdns })
    const spender = devstack.accounts.evm[8]?.address as Address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 777n] })
    const token = EVM_CONTRACTS.testToken
    const hash = await adapter.sendTransaction?.({ from: address, to: token, data, network: local })
    expect((await chain.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    expect(
      await chain.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, spender],
      }),
    ).toBe(777n)
    expect(wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.params).toEqual([
      { from: address, to: token, data, chainId: numberToHex(local.id as number) },
    ])
  })

  test('sendTransaction with value moves the value; one that would revert never reaches the wallet', async () => {
    const { adapter, wallet, address } = setup({ key: 5 })
    await adapter.connect({ connectorId: info.rdns })
    const to = devstack.accounts.evm[7]?.address as Address
    const before = await chain.getBalance({ address: to })
    const hash = await adapter.sendTransaction?.({ from: address, to, value: 3n, network: local })
    await chain.waitForTransactionReceipt({ hash: hash as Hex })
    expect(await chain.getBalance({ address: to })).toBe(before + 3n)
    const asked = wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length
    const tooMuch = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 10n ** 40n] })
    await expect(
      adapter.sendTransaction?.({
        from: address,
        to: EVM_CONTRACTS.testToken,
        data: tooMuch,
        network: local,
      }),
    ).rejects.toThrow(/transfer amount exceeds balance/)
    await expect(
      adapter.sendTransaction?.({ from: address, to, data: '0xabc', network: local }),
    ).rejects.toThrow('Invalid transaction data')
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(asked)
  })

  test('estimates gas, and parses and formats units', async () => {
    const { adapter, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const to = devstack.accounts.evm[5]?.address as string
    expect(await adapter.estimateGas({ from: address, to, value: 1n, network: local })).toBe(21_000n)
    // A contract call costs more than a plain transfer: the calldata and the sender reach the node.
    const transfer = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] })
    const token = EVM_CONTRACTS.testToken
    expect(
      await adapter.estimateGas({ from: address, to: token, data: transfer(1n), network: local }),
    ).toBeGreaterThan(21_000n)
    // One that would revert says why, and not where the RPC is.
    const error = await adapter
      .estimateGas({ from: address, to: token, data: transfer(10n ** 40n), network: local })
      .then(
        () => ({}) as { shortMessage?: string; details?: string },
        (e: unknown) => e as { shortMessage?: string; details?: string },
      )
    expect(error).toMatchObject({ shortMessage: 'The wallet could not estimate gas' })
    expect(error.details).toMatch(/transfer amount exceeds balance/)
    expect(error.details).not.toContain('127.0.0.1')
    expect(adapter.parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
  })

  test('EIP-5792: capabilities and a batch of calls', async () => {
    const { adapter, wallet, address } = setup({ key: 5 })
    await adapter.connect({ connectorId: info.rdns })
    expect(await adapter.getCapabilities?.({ address })).toEqual({
      [local.id]: { atomic: { status: 'unsupported' } },
    })
    const a = devstack.accounts.evm[3]?.address as Address
    const b = devstack.accounts.evm[4]?.address as Address
    const [aBefore, bBefore] = [
      await chain.getBalance({ address: a }),
      await chain.getBalance({ address: b }),
    ]
    const { id } = (await adapter.sendCalls?.({
      from: address,
      network: local,
      calls: [
        { to: a, value: 7n },
        { to: b, value: 9n },
      ],
    })) ?? { id: '' }
    expect(id).toMatch(/^0x/)
    // EIP-5792 version 2.0.0: the chain, the sender, not atomic unless asked, values in hex.
    expect(wallet.requests.find((r) => r.method === 'wallet_sendCalls')?.params).toEqual([
      {
        version: '2.0.0',
        chainId: numberToHex(local.id as number),
        from: address,
        atomicRequired: false,
        calls: [
          { to: a, value: '0x7' },
          { to: b, value: '0x9' },
        ],
      },
    ])
    // The batch was mined by the time the wallet answered (it sends each call and waits for none).
    await chain.waitForTransactionReceipt({
      hash: (await chain.getBlock({ blockTag: 'latest' })).transactions[0] as Hex,
    })
    expect(await chain.getBalance({ address: a })).toBe(aBefore + 7n)
    expect(await chain.getBalance({ address: b })).toBe(bBefore + 9n)
  })
})

describe('EIP-7811 assets', () => {
  const oak = {
    address: EVM_CONTRACTS.testToken,
    name: 'OpenAppKit Test Token',
    symbol: 'OAK',
    decimals: 18,
  } as const

  test('a wallet with asset discovery reports the native coin and its tokens, balances as on chain', async () => {
    const { adapter, wallet, address } = setup({ key: 6, assets: [oak] })
    await adapter.connect({ connectorId: info.rdns })
    const tokenBalance = await chain.readContract({
      address: oak.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    expect(await adapter.getAssets?.({ address, network: local })).toEqual([
      { ...local.nativeCurrency, balance: await chain.getBalance({ address }) },
      { token: oak.address, name: oak.name, symbol: oak.symbol, decimals: 18, balance: tokenBalance },
    ])
    expect(wallet.requests.find((r) => r.method === 'wallet_getAssets')?.params).toEqual([
      { account: address, chainFilter: [numberToHex(local.id as number)] },
    ])
  })

  test('a wallet without it is not asked: null, so the data service answers', async () => {
    const { adapter, wallet, address } = setup({ key: 6 })
    await adapter.connect({ connectorId: info.rdns })
    expect(await adapter.getAssets?.({ address, network: local })).toBeNull()
    expect(wallet.calls).not.toContain('wallet_getAssets')
  })
})

describe('wallet-side changes', () => {
  test('the user switches accounts, then chains, then disconnects in the wallet', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const { next } = recordEvents(adapter)
    const other = devstack.accounts.evm[1] as { address: Address; privateKey: Hex }

    const accounts = next('accountsChanged')
    wallet.changeAccounts([other.privateKey])
    expect(await accounts).toEqual({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address: other.address, type: 'eoa' }],
    })

    const chainChange = next('chainChanged')
    wallet.changeChain(31338)
    expect(await chainChange).toEqual({ type: 'chainChanged', chainId: 31338 })

    const disconnected = next('disconnect')
    wallet.disconnect()
    expect(await disconnected).toEqual({ type: 'disconnect' })
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
  })

  test('our own disconnect is not reported back as a wallet event', async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const { events } = recordEvents(adapter)
    await adapter.disconnect()
    expect(events).toEqual([])
  })
})
