import { type Hex, recoverTypedDataAddress, verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { evmTestAccounts } from '../evm/deploy.ts'
import { createEvmWallet } from './evmWallet.ts'

/** The devstack's funded test keys (the anvil test mnemonic). */
const devstackEvmKey = (index: number) => evmTestAccounts()[index]?.privateKey as Hex

const chainId = 31337
const wallet = () =>
  createEvmWallet({ privateKeys: [devstackEvmKey(0)], chains: { [chainId]: 'http://127.0.0.1:1' }, chainId })
const request = (w: ReturnType<typeof wallet>, method: string, params?: unknown[]) =>
  w.provider.request({ method, params } as never) as Promise<unknown>

describe('createEvmWallet', () => {
  test('connects, shows its account only once connected, and forgets the site on revoke', async () => {
    const w = wallet()
    expect(await request(w, 'eth_accounts')).toEqual([])
    expect(await request(w, 'eth_requestAccounts')).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    expect(await request(w, 'eth_accounts')).toEqual([w.address])
    await request(w, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(await request(w, 'eth_accounts')).toEqual([])
    expect(w.calls).toEqual([
      'eth_accounts',
      'eth_requestAccounts',
      'eth_accounts',
      'wallet_revokePermissions',
      'eth_accounts',
    ])
  })

  test('a held connect waits until released, then answers as the release says', async () => {
    const w = wallet()
    const held = w.hold('eth_requestAccounts')
    let settled: unknown = 'pending'
    const connecting = request(w, 'eth_requestAccounts').then(
      (value) => (settled = value),
      (error: { code: number }) => (settled = error.code),
    )
    await expect.poll(() => held.reached).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe('pending')
    held.release({ kind: 'refuse' })
    await connecting
    expect(settled).toBe(4001)
    expect(w.connected).toBe(false)
    // Released with no answer, the next held one connects as the wallet would.
    const again = w.hold('eth_requestAccounts')
    const second = request(w, 'eth_requestAccounts')
    await expect.poll(() => again.reached).toBe(true)
    again.release()
    expect(await second).toEqual([w.address])
  })

  test('refusals, garbage and broken-for-good answers, each for what was scripted only', async () => {
    const w = wallet()
    w.rejectNext('eth_requestAccounts')
    await expect(request(w, 'eth_requestAccounts')).rejects.toMatchObject({ code: 4001 })
    w.answerNext('eth_requestAccounts', ['0xnope'])
    expect(await request(w, 'eth_requestAccounts')).toEqual(['0xnope'])
    expect(await request(w, 'eth_requestAccounts')).toEqual([w.address])
    w.answerAlways('eth_chainId', 42)
    expect(await request(w, 'eth_chainId')).toBe(42)
    expect(await request(w, 'eth_chainId')).toBe(42)
    w.answerNormally('eth_chainId')
    expect(await request(w, 'eth_chainId')).toBe('0x7a69')
  })

  test('the approver decides what needs the user, and nothing else', async () => {
    const asked: string[] = []
    const w = createEvmWallet({
      privateKeys: [devstackEvmKey(1)],
      chains: { [chainId]: 'http://127.0.0.1:1' },
      chainId,
      approver: ({ method }) => {
        asked.push(method)
        return method === 'personal_sign' ? { kind: 'refuse' } : { kind: 'approve' }
      },
    })
    await request(w, 'eth_requestAccounts')
    // Already trusted: connecting again asks nothing.
    await request(w, 'eth_requestAccounts')
    await request(w, 'eth_chainId')
    await expect(request(w, 'personal_sign', ['0x68690a', w.address])).rejects.toMatchObject({ code: 4001 })
    expect(asked).toEqual(['eth_requestAccounts', 'personal_sign'])
  })

  test('signs messages and typed data with its key, and only for a connected account', async () => {
    const w = wallet()
    await expect(request(w, 'personal_sign', ['0x68690a', w.address])).rejects.toMatchObject({ code: 4100 })
    await request(w, 'eth_requestAccounts')
    const signature = (await request(w, 'personal_sign', ['0x68690a', w.address])) as Hex
    expect(await verifyMessage({ address: w.address, message: { raw: '0x68690a' }, signature })).toBe(true)
    const typed = {
      domain: { name: 'Playground', chainId },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hello' },
    } as const
    const typedSignature = (await request(w, 'eth_signTypedData_v4', [
      w.address,
      JSON.stringify(typed),
    ])) as Hex
    expect(await recoverTypedDataAddress({ ...typed, signature: typedSignature })).toBe(w.address)
  })

  test('signs typed data only for the chain it is on, as MetaMask does, without asking the user otherwise', async () => {
    const asked: string[] = []
    const w = createEvmWallet({
      privateKeys: [devstackEvmKey(0)],
      chains: { [chainId]: 'http://127.0.0.1:1', 1: 'http://127.0.0.1:1' },
      chainId,
      connected: true,
      approver: ({ method }) => {
        asked.push(method)
        return { kind: 'approve' }
      },
    })
    const note = (domainChainId: unknown) => ({
      domain: { name: 'Playground', chainId: domainChainId },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hello' },
    })
    const sign = (typed: unknown) =>
      request(w, 'eth_signTypedData_v4', [
        w.address,
        typeof typed === 'string' ? typed : JSON.stringify(typed),
      ])
    // The same chain, however the domain writes it, is signed as the app will verify it.
    const onChain = {
      domain: { name: 'Playground', chainId },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hello' },
    } as const
    for (const same of [chainId, '0x7a69', '31337']) {
      const signature = (await sign(note(same))) as Hex
      expect(await recoverTypedDataAddress({ ...onChain, signature })).toBe(w.address)
    }
    // A bigint reaches the wallet from a caller in the same process (JSON has none).
    const bigSignature = (await request(w, 'eth_signTypedData_v4', [w.address, note(31337n)])) as Hex
    expect(await recoverTypedDataAddress({ ...onChain, signature: bigSignature })).toBe(w.address)
    expect(asked).toEqual(Array(4).fill('eth_signTypedData_v4'))

    // Another chain: refused with MetaMask's error, and the user is not asked.
    asked.length = 0
    const mismatch = {
      code: -32603,
      message: 'Provided chainId "1" must match the active chainId "31337"',
    }
    await expect(sign(note(1))).rejects.toMatchObject(mismatch)
    await expect(sign(note('0x1'))).rejects.toMatchObject(mismatch)
    await expect(request(w, 'eth_signTypedData_v4', [w.address, note(1n)])).rejects.toMatchObject(mismatch)
    await expect(sign(note('mainnet'))).rejects.toMatchObject({
      code: -32602,
      message: `Invalid chainId "mainnet" in the typed data's domain`,
    })
    await expect(sign('{not json')).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid typed data: not JSON',
    })
    expect(asked).toEqual([])

    // Once the wallet moves to that chain, the same request is signed.
    await request(w, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])
    const signature = (await sign(note(1))) as Hex
    expect(
      await recoverTypedDataAddress({ ...onChain, domain: { name: 'Playground', chainId: 1 }, signature }),
    ).toBe(w.address)
    await expect(sign(note(chainId))).rejects.toMatchObject({
      code: -32603,
      message: 'Provided chainId "31337" must match the active chainId "1"',
    })
  })

  test('switches only to chains it knows, telling the app', async () => {
    const w = createEvmWallet({
      privateKeys: [devstackEvmKey(0)],
      chains: { 1: 'http://127.0.0.1:1', 2: 'http://127.0.0.1:1' },
      chainId: 1,
    })
    const heard: unknown[] = []
    w.provider.on('chainChanged', (id) => heard.push(id))
    await request(w, 'wallet_switchEthereumChain', [{ chainId: '0x2' }])
    await expect(request(w, 'wallet_switchEthereumChain', [{ chainId: '0x3' }])).rejects.toMatchObject({
      code: 4902,
    })
    await expect(request(w, 'wallet_switchEthereumChain', [{ chainId: 3 }])).rejects.toMatchObject({
      code: -32602,
    })
    expect(heard).toEqual(['0x2'])
    expect(w.chainId).toBe(2)
  })

  test('remembers the site: starts trusted when told, and reports each change of trust once', async () => {
    const changes: boolean[] = []
    const w = createEvmWallet({
      privateKeys: [devstackEvmKey(0)],
      chains: { [chainId]: 'http://127.0.0.1:1' },
      chainId,
      connected: true,
      onConnectedChange: (connected) => changes.push(connected),
    })
    expect(await request(w, 'eth_accounts')).toEqual([w.address])
    await request(w, 'eth_requestAccounts')
    await request(w, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    await request(w, 'eth_requestAccounts')
    w.disconnect()
    expect(changes).toEqual([false, true, false])
  })
})
