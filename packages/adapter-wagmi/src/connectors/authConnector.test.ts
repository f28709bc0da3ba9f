import { FrameClient, type FrameHost } from '@openappkit/auth-frame-client'
import { isUserRejection, mainnet, optimism } from '@openappkit/core'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import { createWagmiAdapter } from '../createWagmiAdapter.ts'
import { authConnector } from './authConnector.ts'

// The embedded wallet's connector through the adapter, on a frame played in memory that signs
// with a real key (the devstack's frame in Chromium is e2e/tests/embeddedFrame.test.ts).

const FRAME = 'http://127.0.0.1:8614'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

function playedFrame() {
  let listener: ((event: { data: unknown; origin: string; source: unknown }) => void) | undefined
  const state = {
    loggedIn: true,
    chainId: 1,
    requests: [] as string[],
    // What GET_USER answers for an EVM chain (garbage on demand); a Solana chain gets the Solana account.
    evmAddress: account.address as string,
    asked: [] as unknown[],
    // The login's smart account, when the frame has one (on chain 1); `refuseSmart` refuses the switch.
    smartAddress: undefined as string | undefined,
    accountType: 'eoa',
    refuseSmart: false,
    askedTypes: [] as unknown[],
  }
  const evmUser = () => {
    const smart = state.smartAddress
    if (!smart) return { address: state.evmAddress, chainId: state.chainId, email: 'ada@example.com' }
    return {
      address: state.accountType === 'smartAccount' ? smart : state.evmAddress,
      chainId: state.chainId,
      email: 'ada@example.com',
      accounts: [
        { address: state.evmAddress, type: 'eoa' },
        { address: smart, type: 'smartAccount' },
      ],
      preferredAccountType: state.accountType,
      smartAccountDeployed: false,
    }
  }
  const frameWindow = {
    postMessage(message: {
      type: string
      id: string
      payload?: { method?: string; params?: unknown[]; chainId?: number | string }
    }) {
      const name = message.type.replace('@w3m-app/', '')
      state.requests.push(name === 'RPC_REQUEST' ? `RPC:${message.payload?.method}` : name)
      const reply = (outcome: 'SUCCESS' | 'ERROR', payload?: unknown) =>
        setTimeout(() =>
          listener?.({
            data: { type: `@w3m-frame/${name}_${outcome}`, id: message.id, payload },
            origin: FRAME,
            source: frameWindow,
          }),
        )
      const answers: Record<string, () => Promise<unknown> | unknown> = {
        GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
          smartAccountEnabledNetworks: state.smartAddress ? [1] : [],
        }),
        SET_PREFERRED_ACCOUNT: () => {
          const { type } = message.payload as unknown as { type: string }
          if (type === 'smartAccount' && state.refuseSmart) throw new Error('Smart accounts are off')
          state.accountType = type
          return { type, address: evmUser().address }
        },
        IS_CONNECTED: () => ({ isConnected: state.loggedIn }),
        GET_USER: () => {
          const chainId = message.payload?.chainId ?? state.chainId
          state.asked.push(chainId)
          if (String(chainId).startsWith('solana:'))
            return { address: SOLANA_ADDRESS, chainId, email: 'ada@example.com' }
          state.chainId = Number(chainId)
          const wanted = (message.payload as { preferredAccountType?: string } | undefined)
            ?.preferredAccountType
          state.askedTypes.push(wanted)
          if (wanted === 'eoa' || wanted === 'smartAccount') state.accountType = wanted
          return evmUser()
        },
        SWITCH_NETWORK: () => {
          state.chainId = Number(message.payload?.chainId)
          return { chainId: state.chainId }
        },
        SIGN_OUT: () => {
          state.loggedIn = false
        },
        RPC_REQUEST: () => account.signMessage({ message: { raw: message.payload?.params?.[0] as Hex } }),
      }
      Promise.resolve()
        .then(() => answers[name]?.())
        .then(
          (payload) => reply('SUCCESS', payload),
          (e: Error) => reply('ERROR', { message: e.message }),
        )
    },
  }
  const host: FrameHost = {
    listen(l) {
      listener = l
      return () => {}
    },
    mount() {
      setTimeout(() => listener?.({ data: { type: '@w3m-frame/READY' }, origin: FRAME, source: frameWindow }))
      return { window: frameWindow, remove() {} }
    },
  }
  return { host, state }
}

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

function setup(
  approve: () => Promise<boolean>,
  storage = memory(),
  wagmiStorage: ReturnType<typeof memory> | null = null,
) {
  const frame = playedFrame()
  const client = new FrameClient({ projectId: 'p1', frameUrl: `${FRAME}/sdk`, host: frame.host, storage })
  const adapter = createWagmiAdapter({
    networks: [mainnet, optimism],
    storage: wagmiStorage,
    injected: false,
    authConnector: authConnector({ client, hooks: { approve } }),
  })
  return { frame, client, adapter, storage }
}

describe("core's embedded wallet (useEmbeddedWallet)", () => {
  const made = () => {
    const frame = playedFrame()
    const client = new FrameClient({
      projectId: 'p1',
      frameUrl: `${FRAME}/sdk`,
      host: frame.host,
      storage: memory(),
    })
    const clients: FrameClient[] = []
    const wallet = {
      // As core's: the client is asked for on use, not when the wallet is handed over.
      client: async () => {
        clients.push(client)
        return client
      },
      hooks: { approve: async () => true },
    }
    return { wallet, clients }
  }
  const adapter = () => createWagmiAdapter({ networks: [mainnet, optimism], storage: null, injected: false })

  for (const when of ['before its code is in', 'after its code is in'] as const) {
    test(`handed over ${when}: listed as AUTH, and a login and a signature go through it`, async () => {
      const { wallet, clients } = made()
      const wagmi = adapter()
      expect(wagmi.ownsEmbeddedWallet).toBe(false)
      if (when === 'after its code is in') await wagmi.loaded
      wagmi.useEmbeddedWallet?.(wallet)
      await wagmi.loaded
      expect(wagmi.getConnectors().filter((c) => c.type === 'AUTH')).toMatchObject([
        { id: 'auth', name: 'Email' },
      ])
      expect(clients).toHaveLength(0)
      const result = await wagmi.connect({ connectorId: 'auth' })
      expect(result.accounts[0]?.address).toBe(account.address)
      // The logged-in user goes with the connection (core shows it as embeddedWalletInfo).
      expect(result.user).toMatchObject({ email: 'ada@example.com', smartAccountDeployed: false })
      const signature = await wagmi.signMessage({ address: account.address, message: 'one option' })
      expect(
        await verifyMessage({ address: account.address, message: 'one option', signature: signature as Hex }),
      ).toBe(true)
    })
  }

  test("an adapter given the app's own embedded wallet owns it and takes no other", async () => {
    const { adapter: wagmi } = setup(async () => true)
    expect(wagmi.ownsEmbeddedWallet).toBe(true)
    const { wallet, clients } = made()
    wagmi.useEmbeddedWallet?.(wallet)
    await wagmi.loaded
    expect(wagmi.getConnectors().filter((c) => c.type === 'AUTH')).toHaveLength(1)
    await wagmi.connect({ connectorId: 'auth' })
    expect(clients).toHaveLength(0)
  })
})

describe('authConnector', () => {
  test('listed as AUTH; connect fetches the user; a signature needs approval and verifies', async () => {
    let approvals = 0
    const { adapter, frame } = setup(async () => {
      approvals++
      return true
    })
    await adapter.loaded
    expect(adapter.getConnectors().find((c) => c.id === 'auth')).toMatchObject({
      type: 'AUTH',
      name: 'Email',
    })
    const result = await adapter.connect({ connectorId: 'auth' })
    expect(result).toMatchObject({
      connectorId: 'auth',
      chainId: 1,
      accounts: [{ address: account.address, namespace: 'eip155' }],
    })
    const signature = await adapter.signMessage({ address: account.address, message: 'hello frame' })
    expect(approvals).toBe(1)
    expect(
      await verifyMessage({ address: account.address, message: 'hello frame', signature: signature as Hex }),
    ).toBe(true)
    expect(frame.state.requests).toContain('RPC:personal_sign')
  })

  test('a refused approval reaches core as its UserRejectedRequestError and nothing is signed', async () => {
    const { adapter, frame } = setup(async () => false)
    await adapter.connect({ connectorId: 'auth' })
    const error = await adapter
      .signMessage({ address: account.address, message: 'no' })
      .catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(frame.state.requests).not.toContain('RPC:personal_sign')
  })

  test('switching chain goes through the frame', async () => {
    const { adapter, frame } = setup(async () => true)
    await adapter.connect({ connectorId: 'auth' })
    await adapter.switchNetwork({ network: optimism })
    expect(frame.state.chainId).toBe(10)
    expect(frame.state.requests).toContain('SWITCH_NETWORK')
  })

  test('on load the stored login is restored without a code; after sign-out it is not', async () => {
    const stored = memory({ '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' })
    const { adapter, client } = setup(async () => true, stored)
    const restored = await adapter.syncConnection({ connectorId: 'auth' })
    expect(restored?.accounts[0]?.address).toBe(account.address)
    await adapter.disconnect({ connectorId: 'auth' })
    expect(stored.map.has('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBe(false)
    expect(client.user).toBeUndefined()
    const again = setup(async () => true, stored)
    expect(await again.adapter.syncConnection({ connectorId: 'auth' })).toBeNull()
  })

  test('an EVM login survives a Solana login on the same frame client, and a reload after it', async () => {
    const stored = memory()
    const wagmiStored = memory()
    const first = setup(async () => true, stored, wagmiStored)
    await first.adapter.connect({ connectorId: 'auth' })
    await first.adapter.switchNetwork({ network: optimism })
    // The Solana adapter's side of the same login (adapter-solana's frameWallet asks for its chain).
    expect((await first.client.connect({ chainId: SOLANA_MAINNET })).address).toBe(SOLANA_ADDRESS)
    expect(first.client.getLastUsedChainId()).toBe(SOLANA_MAINNET)
    // The EVM account is still the connector's own: signing does not look for the Solana one.
    const before = await first.adapter.signMessage({ address: account.address, message: 'still evm' })
    expect(
      await verifyMessage({ address: account.address, message: 'still evm', signature: before as Hex }),
    ).toBe(true)

    const reloaded = setup(async () => true, memory(Object.fromEntries(stored.map)), wagmiStored)
    const restored = await reloaded.adapter.syncConnection({ connectorId: 'auth' })
    expect(restored).toMatchObject({
      chainId: 10,
      accounts: [{ address: account.address, namespace: 'eip155' }],
    })
    // The restore asked for the EVM chain it was on, not the Solana one stored last.
    expect(reloaded.frame.state.asked).toEqual([10])
    const after = await reloaded.adapter.signMessage({ address: account.address, message: 'after reload' })
    expect(
      await verifyMessage({ address: account.address, message: 'after reload', signature: after as Hex }),
    ).toBe(true)
  })

  test('an address that is not EVM from the frame is refused and connects nothing', async () => {
    const { adapter, frame } = setup(async () => true)
    frame.state.evmAddress = SOLANA_ADDRESS
    const error = await adapter.connect({ connectorId: 'auth' }).catch((e: unknown) => e)
    expect(String((error as Error).message)).toContain(`not EVM: ${SOLANA_ADDRESS}`)
    expect(await adapter.syncConnection({ connectorId: 'auth' }).catch(() => null)).toBeNull()
    frame.state.evmAddress = 'garbage'
    expect(
      String(((await adapter.connect({ connectorId: 'auth' }).catch((e: unknown) => e)) as Error).message),
    ).toContain('not EVM: garbage')
  })
})

describe('account types (the embedded wallet’s EOA and smart account)', () => {
  const SMART = '0x00000000000000000000000000000000000005A1'
  const both = (active: 'eoa' | 'smartAccount') => {
    const eoa = { namespace: 'eip155', address: account.address, type: 'eoa' }
    const smart = { namespace: 'eip155', address: SMART, type: 'smartAccount' }
    return active === 'eoa' ? [eoa, smart] : [smart, eoa]
  }
  const smartSetup = (approve: () => Promise<boolean> = async () => true) => {
    const made = setup(approve)
    made.frame.state.smartAddress = SMART
    return made
  }

  test('a login asks for the app’s type; both accounts come typed, the active one first, with the enabled networks', async () => {
    const { adapter, frame } = smartSetup()
    const result = await adapter.connect({ connectorId: 'auth', accountType: 'smartAccount' })
    expect(frame.state.askedTypes).toEqual(['smartAccount'])
    expect(result.accounts).toEqual(both('smartAccount'))
    expect(result.user).toMatchObject({
      preferredAccountType: 'smartAccount',
      smartAccountEnabledNetworks: [1],
    })
  })

  test('setAccountType switches the address: wagmi’s account changes and an event says so', async () => {
    const { adapter } = smartSetup()
    await adapter.connect({ connectorId: 'auth', accountType: 'smartAccount' })
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    const result = await adapter.setAccountType?.({ connectorId: 'auth', type: 'eoa' })
    expect(result?.accounts).toEqual(both('eoa'))
    expect(result?.user?.preferredAccountType).toBe('eoa')
    expect(events).toContainEqual({ type: 'accountsChanged', accounts: both('eoa') })
    expect([...adapter.wagmiConfig.state.connections.values()][0]?.accounts).toEqual([account.address])
  })

  test('a frame that refuses the smart account leaves the EOA in use', async () => {
    const { adapter, frame, storage } = smartSetup()
    await adapter.connect({ connectorId: 'auth', accountType: 'eoa' })
    frame.state.refuseSmart = true
    const result = await adapter.setAccountType?.({ connectorId: 'auth', type: 'smartAccount' })
    expect(result?.accounts[0]).toEqual(both('eoa')[0])
    expect(result?.user?.preferredAccountType).toBe('eoa')
    expect(storage.map.get('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('eoa')
  })

  test('a switch while a request waits for approval is refused and the request goes from the account it was made for', async () => {
    let release: ((ok: boolean) => void) | undefined
    const { adapter, frame } = smartSetup(() => new Promise((resolve) => (release = resolve)))
    await adapter.connect({ connectorId: 'auth', accountType: 'eoa' })
    const signing = adapter.signMessage({ address: account.address, message: 'pending' })
    await vi.waitFor(() => expect(release).not.toBe(undefined))
    await expect(adapter.setAccountType?.({ connectorId: 'auth', type: 'smartAccount' })).rejects.toThrow(
      'A request to the embedded wallet is still pending: approve or reject it before switching accounts',
    )
    expect(frame.state.requests).not.toContain('SET_PREFERRED_ACCOUNT')
    release?.(true)
    expect(
      await verifyMessage({
        address: account.address,
        message: 'pending',
        signature: (await signing) as Hex,
      }),
    ).toBe(true)
    // Settled: the switch goes through now.
    expect(
      (await adapter.setAccountType?.({ connectorId: 'auth', type: 'smartAccount' }))?.accounts[0]?.address,
    ).toBe(SMART)
  })

  test('only the connected embedded wallet switches', async () => {
    const { adapter } = smartSetup()
    await expect(adapter.setAccountType?.({ connectorId: 'auth', type: 'eoa' })).rejects.toThrow(
      'The embedded wallet is not connected',
    )
  })
})
