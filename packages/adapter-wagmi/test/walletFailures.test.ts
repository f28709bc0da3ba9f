import type { CaipNetwork } from '@openappkit/core'
import { announceEip6963, createEvmWallet } from '@openappkit/testing/wallet'
import { type Address, type Hex, numberToHex, type PublicClient } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from '../src/exports/index.ts'
import { icon, memoryStorage } from './fixtures.ts'
import { type LocalChains, useLocalChains } from './localChains.ts'

// A wallet that refuses, hangs or answers garbage: a clear error each time, and no state change.

let chains: LocalChains
let local: CaipNetwork
let other: CaipNetwork
let chain: PublicClient
useLocalChains((environment) => {
  ;({ chains, local, other, chain } = environment)
})

const info = {
  uuid: '7f1c1a5e-0000-4000-8000-000000000002',
  name: 'Moody Wallet',
  icon,
  rdns: 'dev.openappkit.moody',
}
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup(options: { syncTimeoutMs?: number; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const wallet = createEvmWallet({
    privateKeys: [chains.devstack.accounts.evm[0]?.privateKey as Hex],
    chains: { [local.id as number]: chains.devstack.urls.evmRpc, [other.id as number]: chains.second.url },
    chainId: local.id as number,
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
    ...(syncTimeoutMs ? { syncTimeoutMs } : {}),
  })
  cleanups.push(() => adapter.destroy())
  return adapter
}

const connection = (adapter: WagmiAdapter) => {
  const { status, current, connections } = adapter.wagmiConfig.state
  const active = current ? connections.get(current) : undefined
  return { status, accounts: active?.accounts, chainId: active?.chainId }
}

const rejected = { name: 'UserRejectedRequestError', shortMessage: 'The request was rejected in the wallet' }

describe('the user refuses (4001)', () => {
  test('connect: a clear error, still disconnected, and a second try works', async () => {
    const { adapter, wallet, address } = setup()
    wallet.rejectNext('wallet_requestPermissions')
    const error = await adapter.connect({ connectorId: info.rdns }).catch((e: unknown) => e)
    expect(error).toMatchObject(rejected)
    expect((error as Error & { walk(): unknown }).walk()).toMatchObject({ code: 4001 })
    expect(connection(adapter)).toEqual({ status: 'disconnected', accounts: undefined, chainId: undefined })
    const result = await adapter.connect({ connectorId: info.rdns })
    expect(result.accounts[0]?.address).toBe(address)
  })

  test('sign, switch and send: each rejects, and the connection is as it was', async () => {
    const { adapter, wallet, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const before = connection(adapter)
    const nonce = await chain.getTransactionCount({ address })

    wallet.rejectNext('personal_sign')
    await expect(adapter.signMessage({ address, message: 'hello' })).rejects.toMatchObject(rejected)

    wallet.rejectNext('wallet_switchEthereumChain')
    await expect(adapter.switchNetwork({ network: other })).rejects.toMatchObject(rejected)
    expect(wallet.addChainRequests).toEqual([])
    expect(wallet.chainId).toBe(local.id)

    wallet.rejectNext('eth_sendTransaction')
    const to = chains.devstack.accounts.evm[1]?.address as string
    await expect(
      adapter.sendTransfer({ from: address, to, amount: 1n, network: local }),
    ).rejects.toMatchObject(rejected)
    expect(await chain.getTransactionCount({ address })).toBe(nonce)

    expect(connection(adapter)).toEqual(before)
  })

  test('refusing to add a chain is "Chain is not supported"', async () => {
    const { adapter, wallet } = setup()
    wallet.forgetChain(other.id as number)
    await adapter.connect({ connectorId: info.rdns })
    wallet.rejectNext('wallet_addEthereumChain')
    await expect(adapter.switchNetwork({ network: other })).rejects.toMatchObject({
      shortMessage: 'Chain is not supported',
    })
    expect(connection(adapter).chainId).toBe(local.id)
  })
})

describe('the wallet answers garbage', () => {
  test('accounts that are not addresses: connect fails and nothing is connected', async () => {
    const { adapter, wallet } = setup()
    wallet.answerNext('wallet_requestPermissions', [])
    wallet.answerNext('eth_requestAccounts', ['0xnot-an-address'])
    await expect(adapter.connect({ connectorId: info.rdns })).rejects.toMatchObject({
      shortMessage: 'The wallet answered with an invalid address',
    })
    expect(connection(adapter).status).toBe('disconnected')
  })

  test('no account at all: connect fails and nothing is connected', async () => {
    const { adapter, wallet } = setup()
    wallet.answerNext('wallet_requestPermissions', [])
    wallet.answerNext('eth_requestAccounts', [])
    await expect(adapter.connect({ connectorId: info.rdns })).rejects.toMatchObject({
      shortMessage: 'The wallet answered with an invalid account list',
    })
    expect(connection(adapter).status).toBe('disconnected')
  })

  test('a signature or a transaction hash that is not one', async () => {
    const { adapter, wallet, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const before = connection(adapter)
    wallet.answerNext('personal_sign', 'signed!')
    await expect(adapter.signMessage({ address, message: 'hello' })).rejects.toMatchObject({
      shortMessage: 'The wallet answered with an invalid signature',
    })
    wallet.answerNext('eth_sendTransaction', '0x1234')
    const to = chains.devstack.accounts.evm[1]?.address as string
    await expect(
      adapter.sendTransfer({ from: address, to, amount: 1n, network: local }),
    ).rejects.toMatchObject({
      shortMessage: 'The wallet answered with an invalid transaction hash',
    })
    expect(connection(adapter)).toEqual(before)
  })

  test('a batch id that is not one; a first-draft wallet answering the id alone is fine', async () => {
    const { adapter, wallet, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const to = chains.devstack.accounts.evm[1]?.address as string
    const send = () => adapter.sendCalls?.({ from: address, network: local, calls: [{ to, value: 1n }] })
    for (const garbage of [{}, { id: 7 }, null, '']) {
      wallet.answerNext('wallet_sendCalls', garbage)
      await expect(send()).rejects.toMatchObject({
        shortMessage: 'The wallet answered with an invalid batch id',
      })
    }
    wallet.answerNext('wallet_sendCalls', '0xbatch')
    await expect(send()).resolves.toEqual({ id: '0xbatch' })
  })

  test('a batch status: pending while the wallet says so, then its receipts; an unknown id is refused by name, the rest as failures', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const status = (id: string) => adapter.getCallsStatus?.({ id })
    wallet.answerNext('wallet_getCallsStatus', {
      version: '2.0.0',
      id: '0xb1',
      chainId: '0x1',
      status: 100,
      atomic: true,
    })
    await expect(status('0xb1')).resolves.toEqual({ status: 'pending', atomic: true, receipts: [] })
    const receipt = {
      logs: [],
      status: '0x1',
      blockHash: `0x${'1'.repeat(64)}`,
      blockNumber: '0x1',
      gasUsed: '0x5208',
      transactionHash: `0x${'2'.repeat(64)}`,
    }
    wallet.answerNext('wallet_getCallsStatus', {
      version: '2.0.0',
      id: '0xb1',
      chainId: '0x1',
      status: 200,
      atomic: true,
      receipts: [receipt],
    })
    await expect(status('0xb1')).resolves.toEqual({
      status: 'success',
      atomic: true,
      receipts: [{ transactionHash: receipt.transactionHash, status: 'success' }],
    })
    wallet.rejectNext('wallet_getCallsStatus', 5730)
    await expect(status('0xb2')).rejects.toMatchObject({
      name: 'BatchError',
      shortMessage: 'The wallet does not know this batch',
      details: '0xb2',
    })
    wallet.answerNext('wallet_getCallsStatus', null)
    await expect(status('0xb3')).rejects.toMatchObject({
      shortMessage: 'The wallet could not report the batch status',
    })
  })

  test('a batch core sent one call at a time: its status comes from the chain’s receipts', async () => {
    const { adapter, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const to = chains.devstack.accounts.evm[1]?.address as string
    const hashes = [
      (await adapter.sendTransaction?.({ from: address, to, value: 1n, network: local })) as string,
      (await adapter.sendTransaction?.({ from: address, to, value: 2n, network: local })) as string,
    ]
    for (const hash of hashes) await chain.waitForTransactionReceipt({ hash: hash as Hex })
    const id = `0x${hashes.map((h) => h.slice(2)).join('')}${numberToHex(local.id as number, { size: 32 }).slice(2)}${'5792'.repeat(16)}`
    await expect(adapter.getCallsStatus?.({ id })).resolves.toEqual({
      status: 'success',
      atomic: false,
      receipts: hashes.map((transactionHash) => ({ transactionHash, status: 'success' })),
    })
  })

  test('capabilities by chain id, the first draft name apart; none without EIP-5792; garbage is an error', async () => {
    const { adapter, wallet, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const before = connection(adapter)
    const capabilities = () => adapter.getCapabilities?.({ address })
    wallet.answerNext('wallet_getCapabilities', {
      '0x1': { addSubAccount: { supported: true }, atomic: { status: 'ready' } },
    })
    await expect(capabilities()).resolves.toEqual({
      1: { unstable_addSubAccount: { supported: true }, atomic: { status: 'ready' } },
    })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'wallet_getCapabilities', params: [address] })
    for (const code of [4200, -32601]) {
      wallet.rejectNext('wallet_getCapabilities', code)
      await expect(capabilities()).resolves.toEqual({})
    }
    wallet.answerNext('wallet_getCapabilities', null)
    await expect(capabilities()).rejects.toMatchObject({
      shortMessage: 'The wallet could not report its capabilities',
    })
    expect(connection(adapter)).toEqual(before)
  })

  test('a message is signed as hex, from the address asked, and asked once when the wallet fails', async () => {
    const { adapter, wallet, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    await adapter.signMessage({ address, message: 'hi' })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', params: ['0x6869', address] })
    const asked = wallet.requests.filter((r) => r.method === 'personal_sign').length
    wallet.answers.next('personal_sign', { kind: 'refuse', code: -32603, message: 'Internal error' })
    await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toMatchObject({
      shortMessage: 'The wallet could not sign the message',
    })
    expect(wallet.requests.filter((r) => r.method === 'personal_sign').length).toBe(asked + 1)
  })

  test('bad input is refused before the wallet is asked', async () => {
    const { adapter, wallet, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const asked = wallet.requests.length
    await expect(
      adapter.sendTransfer({ from: address, to: 'bob', amount: 1n, network: local }),
    ).rejects.toMatchObject({
      shortMessage: 'Invalid address',
    })
    await expect(adapter.connect({ connectorId: 'no.such.wallet' })).rejects.toMatchObject({
      shortMessage: 'Connector not found',
    })
    expect(wallet.requests.length).toBe(asked)
  })
})

describe('the wallet is on another chain', () => {
  test('a send for a chain the wallet is not on fails before the wallet is asked to send', async () => {
    const { adapter, wallet, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const to = chains.devstack.accounts.evm[1]?.address as string
    const onOther = {
      shortMessage: 'The wallet is on another network',
      details: `The request is for chain ${other.id}; the wallet is on chain ${local.id}. Switch the network first.`,
    }
    await expect(
      adapter.sendTransfer({ from: address, to, amount: 1n, network: other }),
    ).rejects.toMatchObject(onOther)
    await expect(
      adapter.sendCalls?.({ from: address, network: other, calls: [{ to, value: 1n }] }),
    ).rejects.toMatchObject(onOther)
    expect(wallet.requests.map((request) => request.method)).not.toContain('eth_sendTransaction')
    expect(wallet.requests.map((request) => request.method)).not.toContain('wallet_sendCalls')
    expect(wallet.chainId).toBe(local.id)
  })
})

// A request from an account the connection does not hold, or while the wallet is on another chain
// than the connection's, is refused with wagmi's words before the wallet is asked to do anything.
describe('the request does not fit the connection', () => {
  test('an account the connection does not hold: sign, capabilities and sends are refused, the wallet asked nothing', async () => {
    const { adapter, wallet } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const before = connection(adapter)
    const stranger = chains.devstack.accounts.evm[2]?.address as Address
    const to = chains.devstack.accounts.evm[1]?.address as Address
    const asked = wallet.requests.length
    const notFound = (action: string) => ({
      shortMessage: `The wallet could not ${action}`,
      details: `Account "${stranger}" not found for connector "${info.name}".`,
    })
    await expect(adapter.signMessage({ address: stranger, message: 'hi' })).rejects.toMatchObject(
      notFound('sign the message'),
    )
    await expect(adapter.getCapabilities?.({ address: stranger })).rejects.toMatchObject(
      notFound('report its capabilities'),
    )
    await expect(
      adapter.sendTransfer({ from: stranger, to, amount: 1n, network: local }),
    ).rejects.toMatchObject(notFound('send the transfer'))
    await expect(
      adapter.sendTransaction?.({ from: stranger, to, value: 1n, network: local }),
    ).rejects.toMatchObject(notFound('send the transaction'))
    await expect(
      adapter.sendCalls?.({ from: stranger, network: local, calls: [{ to, value: 1n }] }),
    ).rejects.toMatchObject(notFound('send the calls'))
    expect(wallet.requests.slice(asked)).toEqual([])
    expect(connection(adapter)).toEqual(before)
  })

  test('a wallet that moved to another chain unannounced: sign, capabilities and a send are refused', async () => {
    const { adapter, wallet, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const before = connection(adapter)
    const to = chains.devstack.accounts.evm[1]?.address as Address
    const nonce = await chain.getTransactionCount({ address })
    // Its chainChanged event was lost: wagmi's connection still says the first chain.
    wallet.answerAlways('eth_chainId', numberToHex(other.id as number))
    const asked = wallet.requests.length
    const mismatch = (action: string) => ({
      shortMessage: `The wallet could not ${action}`,
      details: `The current chain of the connector (id: ${other.id}) does not match the connection's chain (id: ${local.id}).`,
    })
    await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toMatchObject(
      mismatch('sign the message'),
    )
    await expect(adapter.getCapabilities?.({ address })).rejects.toMatchObject(
      mismatch('report its capabilities'),
    )
    // A send names the chain it is for, and is checked against the wallet's.
    await expect(
      adapter.sendTransfer({ from: address, to, amount: 1n, network: local }),
    ).rejects.toMatchObject({
      shortMessage: 'The wallet is on another network',
      details: `The request is for chain ${local.id}; the wallet is on chain ${other.id}. Switch the network first.`,
    })
    // The wallet was asked its chain, nothing else.
    expect(new Set(wallet.requests.slice(asked).map((request) => request.method))).toEqual(
      new Set(['eth_chainId']),
    )
    expect(await chain.getTransactionCount({ address })).toBe(nonce)
    expect(connection(adapter)).toEqual(before)
    // Back on the connection's chain, the same requests go through.
    wallet.answerNormally('eth_chainId')
    await expect(adapter.signMessage({ address, message: 'hi' })).resolves.toMatch(/^0x/)
  })
})
