import { createTestAppKit } from '@openappkit/testing/vitest'
import { expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { mock } from '../adapters/mock.ts'
import type { AdapterAccount, ConnectionResult } from '../adapters/types.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { getAccountType } from './getAccountType.ts'
import { setPreferredAccountType } from './setPreferredAccountType.ts'

// The embedded wallet's EVM account type, on the mock adapter as the EVM adapter answers: a login
// names the app's type; a switch changes the address, or falls back to the EOA with the toast.

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x5555555555555555555555555555555555555555'
const accounts = (active: 'eoa' | 'smartAccount'): AdapterAccount[] => {
  const eoa = { namespace: 'eip155', address: EOA, type: 'eoa' } as const
  const smart = { namespace: 'eip155', address: SMART, type: 'smartAccount' } as const
  return active === 'eoa' ? [eoa, smart] : [smart, eoa]
}
const result = (active: 'eoa' | 'smartAccount', deployed = false): ConnectionResult => ({
  connectorId: 'auth',
  accounts: accounts(active),
  chainId: 1,
  user: {
    email: 'ada@example.com',
    preferredAccountType: active,
    smartAccountDeployed: deployed,
    smartAccountEnabledNetworks: [1],
  },
})

function setup(
  options: { stored?: 'eoa' | 'smartAccount'; answer?: (type: string) => ConnectionResult } = {},
) {
  const adapter = mock({
    networks: [mainnet, sepolia],
    connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }],
  })
  const switches = vi.fn(
    async ({ type }: { type: 'eoa' | 'smartAccount' }) => options.answer?.(type) ?? result(type),
  )
  Object.assign(adapter, { setAccountType: switches })
  const made = createTestAppKit({ adapter, networks: [mainnet, sepolia] })
  return { ...made, switches }
}

async function logIn(made: ReturnType<typeof setup>, active: 'eoa' | 'smartAccount') {
  made.adapter.hold('connect').answer(result(active))
  await connect(made.appKit, { connectorId: 'auth', namespace: 'eip155' })
}

const connectType = (adapter: ReturnType<typeof mock>) =>
  (adapter.calls.find((c) => c.method === 'connect')?.parameters as { accountType?: string } | undefined)
    ?.accountType

test('a login asks for eip155’s default, the smart account; its accounts, type and networks become state', async () => {
  const made = setup()
  await logIn(made, 'smartAccount')
  expect(connectType(made.adapter)).toBe('smartAccount')
  const account = made.appKit.store.get(made.appKit.atoms.account('eip155'))
  expect([account.address, account.allAccounts, account.preferredAccountType]).toEqual([
    SMART,
    accounts('smartAccount'),
    'smartAccount',
  ])
  expect(made.appKit.storage.get('smartAccountEnabledNetworks')).toBe('1')
  expect(getAccountType(made.appKit)).toEqual({
    accountType: 'smartAccount',
    isSmartAccountDeployed: false,
    canSwitch: true,
  })
})

test('a stored preference wins over the default at the next login', async () => {
  const saved = new Map([['@openappkit/preferredAccountTypes', JSON.stringify({ eip155: 'eoa' })]])
  const storage = {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => void saved.set(key, value),
    removeItem: (key: string) => void saved.delete(key),
  }
  const adapter = mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] })
  const { appKit } = createTestAppKit({ adapter, storage })
  adapter.hold('connect').answer(result('eoa'))
  await connect(appKit, { connectorId: 'auth', namespace: 'eip155' })
  expect(connectType(adapter)).toBe('eoa')
})

test('switching changes the address and the stored preference; switching back restores them', async () => {
  const made = setup()
  await logIn(made, 'smartAccount')
  expect(await setPreferredAccountType(made.appKit, 'eoa')).toBe('eoa')
  expect(made.switches).toHaveBeenCalledWith({ connectorId: 'auth', type: 'eoa' })
  const account = () => made.appKit.store.get(made.appKit.atoms.account('eip155'))
  expect([account().address, account().allAccounts, account().preferredAccountType]).toEqual([
    EOA,
    accounts('eoa'),
    'eoa',
  ])
  expect(made.appKit.storage.get('preferredAccountTypes')).toEqual({ eip155: 'eoa' })
  made.switches.mockImplementationOnce(async () => result('smartAccount', true))
  expect(await setPreferredAccountType(made.appKit, 'smartAccount')).toBe('smartAccount')
  expect([account().address, account().smartAccountDeployed]).toEqual([SMART, true])
  expect(made.appKit.storage.get('preferredAccountTypes')).toEqual({ eip155: 'smartAccount' })
  // Already in use: nothing to ask.
  await setPreferredAccountType(made.appKit, 'smartAccount')
  expect(made.switches).toHaveBeenCalledTimes(2)
})

test('a wallet that refuses the smart account: the EOA is kept and the toast says so', async () => {
  const made = setup({ answer: () => result('eoa') })
  await logIn(made, 'eoa')
  expect(await setPreferredAccountType(made.appKit, 'smartAccount')).toBe('eoa')
  const account = made.appKit.store.get(made.appKit.atoms.account('eip155'))
  expect([account.address, account.preferredAccountType]).toEqual([EOA, 'eoa'])
  expect(made.appKit.store.get(made.appKit.atoms.toast)).toMatchObject({
    message: 'This application might not support Smart Accounts',
    variant: 'error',
    open: true,
  })
})

test('refused where it cannot work: no wallet asked, nothing changed', async () => {
  const made = setup()
  const refusal =
    'The account type can only be switched for the embedded wallet on a network with smart accounts'
  // Not connected.
  await expect(setPreferredAccountType(made.appKit, 'eoa')).rejects.toThrow(refusal)
  await logIn(made, 'smartAccount')
  // A network without smart accounts.
  await switchNetwork(made.appKit, sepolia)
  expect(getAccountType(made.appKit).canSwitch).toBe(false)
  await expect(setPreferredAccountType(made.appKit, 'eoa')).rejects.toThrow(refusal)
  // Not a type one can switch to.
  await switchNetwork(made.appKit, mainnet)
  await expect(setPreferredAccountType(made.appKit, 'payment' as never)).rejects.toThrow(
    'Invalid setPreferredAccountType param',
  )
  expect(made.switches).not.toHaveBeenCalled()
  expect(made.appKit.store.get(made.appKit.atoms.account('eip155')).address).toBe(SMART)
})

test('a switch the wallet refuses (a request still pending) rejects and changes nothing', async () => {
  const made = setup({
    answer: () => {
      throw new Error('A request to the embedded wallet is still pending')
    },
  })
  await logIn(made, 'smartAccount')
  await expect(setPreferredAccountType(made.appKit, 'eoa')).rejects.toThrow('still pending')
  const account = made.appKit.store.get(made.appKit.atoms.account('eip155'))
  expect([account.address, account.preferredAccountType]).toEqual([SMART, 'smartAccount'])
  expect(made.appKit.storage.get('preferredAccountTypes')).toBeUndefined()
})

test('a connection through another wallet cannot switch', async () => {
  const adapter = mock({ accountType: 'eoa' })
  const { appKit } = createTestAppKit({ adapter })
  await connect(appKit, { connectorId: 'mock', namespace: 'eip155' })
  expect(getAccountType(appKit).canSwitch).toBe(false)
})

test('the adapter telling that a send deployed the smart account updates the state', async () => {
  const made = setup()
  await logIn(made, 'smartAccount')
  made.adapter.emit({
    type: 'embeddedUserChanged',
    user: { preferredAccountType: 'smartAccount', smartAccountDeployed: true },
  })
  expect(getAccountType(made.appKit)).toMatchObject({
    accountType: 'smartAccount',
    isSmartAccountDeployed: true,
  })
})
