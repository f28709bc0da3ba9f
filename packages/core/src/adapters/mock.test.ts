import { describe, expect, test, vi } from 'vitest'
import { mainnet, polygon, sepolia } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import { mock } from './mock.ts'

describe('mock adapter', () => {
  test('connects with its accounts on the requested network', async () => {
    const adapter = mock()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.networks).toEqual([mainnet, sepolia])
    const result = await adapter.connect({ connectorId: 'mock', network: sepolia })
    expect(result).toEqual({
      connectorId: 'mock',
      chainId: 11155111,
      accounts: [
        { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' },
        { namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' },
      ],
    })
    expect(adapter.isConnected()).toBe(true)
    expect(adapter.calls).toEqual([
      { method: 'connect', parameters: { connectorId: 'mock', network: sepolia } },
    ])
  })

  test('a configured chain wins over the requested one (wallet on another chain)', async () => {
    const adapter = mock({ chainId: 999999 })
    expect((await adapter.connect({ connectorId: 'mock' })).chainId).toBe(999999)
  })

  test('failure switches reject', async () => {
    const rejected = new Error('User rejected the request.')
    const adapter = mock({ features: { connectError: rejected, signMessageError: true } })
    await expect(adapter.connect({ connectorId: 'mock' })).rejects.toBe(rejected)
    await expect(adapter.signMessage({ address: '0x1', message: 'hi' })).rejects.toThrow(
      'Mock signMessage failed',
    )
    expect(adapter.isConnected()).toBe(false)
  })

  test('unknown connector and unserved network reject', async () => {
    const adapter = mock()
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toThrow('Mock connector not found')
    await expect(adapter.switchNetwork({ network: polygon })).rejects.toThrow('Mock network not served')
  })

  test('syncConnection: restores, finds nothing, or fails', async () => {
    expect((await mock().syncConnection({ connectorId: 'mock' }))?.chainId).toBe(1)
    expect(await mock({ features: { reconnect: false } }).syncConnection({ connectorId: 'mock' })).toBeNull()
    await expect(
      mock({ features: { syncError: true } }).syncConnection({ connectorId: 'mock' }),
    ).rejects.toThrow('Mock syncConnection failed')
  })

  test('events reach subscribers until they unsubscribe', async () => {
    const adapter = mock()
    const listener = vi.fn()
    const unsubscribe = adapter.subscribe(listener)
    await adapter.switchNetwork({ network: sepolia })
    expect(listener).toHaveBeenCalledWith({ type: 'chainChanged', chainId: 11155111 })
    unsubscribe()
    adapter.emit({ type: 'disconnect' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('connectors can be watched', () => {
    const adapter = mock()
    const onChange = vi.fn()
    adapter.watchConnectors(onChange)
    const next = [
      { id: 'wc', type: 'WALLET_CONNECT' as const, name: 'WalletConnect', chain: 'eip155' as const },
    ]
    adapter.setConnectors(next)
    expect(onChange).toHaveBeenCalledWith(next)
    expect(adapter.getConnectors()).toBe(next)
  })

  test('balances, transfers and gas', async () => {
    const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const adapter = mock({
      balances: { [from]: 5n },
      tokenBalances: { '0xToken': { value: 100n, decimals: 6, symbol: 'USDC' } },
    })
    expect(await adapter.getBalance({ address: from, network: mainnet })).toEqual({
      value: 5n,
      decimals: 18,
      symbol: 'ETH',
    })
    expect(await adapter.getBalance({ address: '0xother', network: mainnet })).toMatchObject({
      value: 10n ** 18n,
    })
    const hash = await adapter.sendTransfer({ from, to: '0x2', amount: 2n, network: mainnet })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await adapter.getBalance({ address: from, network: mainnet })).value).toBe(3n)
    await adapter.sendTransfer({ from, to: '0x2', amount: 40n, network: mainnet, token: '0xToken' })
    expect((await adapter.getTokenBalance({ address: from, token: '0xToken', network: mainnet })).value).toBe(
      60n,
    )
    await expect(adapter.sendTransfer({ from, to: '0x2', amount: 4n, network: mainnet })).rejects.toThrow(
      'Mock insufficient balance',
    )
    expect(await adapter.estimateGas({ from, to: '0x2', network: mainnet })).toBe(21_000n)
  })

  test('signatures are deterministic and look like 65-byte hex', async () => {
    const adapter = mock()
    const a = await adapter.signMessage({ address: '0x1', message: 'hello' })
    expect(a).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await adapter.signMessage({ address: '0x1', message: 'hello' })).toBe(a)
  })

  test('capabilities only when switched on', async () => {
    expect(mock().sendCalls).toBeUndefined()
    const adapter = mock({ features: { capabilities: true } })
    expect(await adapter.getCapabilities?.({ address: '0x1' })).toEqual({
      1: { atomic: { status: 'supported' } },
      11155111: { atomic: { status: 'supported' } },
    })
    expect(await adapter.sendCalls?.({ from: '0x1', network: mainnet, calls: [{ to: '0x2' }] })).toEqual({
      id: 'mock-calls-1',
    })
  })

  test('sendTransaction on EVM only: records the call, holds, fails on a network it does not serve', async () => {
    expect(mock({ namespace: 'solana' }).sendTransaction).toBeUndefined()
    const adapter = mock()
    const held = adapter.hold('sendTransaction')
    const tx = { from: '0x1', to: '0x2', data: '0xabcd', value: 5n, network: mainnet }
    const pending = adapter.sendTransaction?.(tx)
    await Promise.resolve()
    expect(held.reached).toBe(true)
    held.release()
    expect(await pending).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.calls.at(-1)).toEqual({ method: 'sendTransaction', parameters: tx })
    await expect(adapter.sendTransaction?.({ ...tx, network: solana })).rejects.toThrow(
      'Mock network not served',
    )
    const refusing = mock({ features: { sendTransactionError: true } })
    await expect(refusing.sendTransaction?.(tx)).rejects.toThrow('Mock sendTransaction failed')
  })

  test('solana defaults', async () => {
    const adapter = mock({ namespace: 'solana' })
    expect(adapter.networks[0]).toBe(solana)
    expect((await adapter.connect({ connectorId: 'mock' })).accounts[0]?.namespace).toBe('solana')
    expect(adapter.formatUnits(adapter.parseUnits('1.5', 9), 9)).toBe('1.5')
  })
})
