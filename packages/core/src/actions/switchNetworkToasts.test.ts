import { expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { createAppKit } from '../createAppKit.ts'
import { ChainNotSupportedError } from '../errors/chainNotSupported.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { mainnet, polygon, sepolia } from '../networks/evmNetworks.ts'
import { connect } from './connect.ts'
import { switchNetwork } from './switchNetwork.ts'

// SPEC §8 where a switch goes wrong: "Chain is not supported" when the wallet could not add the
// chain, the "Network Not Found" alert for a network the app did not configure.
async function connected(switchNetworkError?: Error) {
  const adapter = mock({ networks: [mainnet, sepolia], features: { switchNetworkError } })
  const appKit = createAppKit({
    projectId: 'p',
    adapters: [adapter],
    storage: null,
    networks: [mainnet, sepolia],
  })
  await connect(appKit, { connectorId: 'mock' })
  const alerts: string[] = []
  appKit.emitter.on('alert', (alert) => alerts.push(alert.shortMessage))
  return { appKit, alerts }
}

test('a failed add-chain: the "Chain is not supported" toast; the network stays', async () => {
  const { appKit } = await connected(new ChainNotSupportedError())
  await expect(switchNetwork(appKit, sepolia)).rejects.toBeInstanceOf(ChainNotSupportedError)
  expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
    open: true,
    message: 'Chain is not supported',
    variant: 'error',
  })
  expect(appKit.store.get(appKit.atoms.activeCaipNetwork)?.caipNetworkId).toBe('eip155:1')
})

test('a refused switch is no toast', async () => {
  const { appKit } = await connected(new UserRejectedRequestError())
  await expect(switchNetwork(appKit, sepolia)).rejects.toBeInstanceOf(UserRejectedRequestError)
  expect(appKit.store.get(appKit.atoms.toast).open).toBe(false)
})

test('a network the app did not configure: the Network Not Found alert, nothing asked of the wallet', async () => {
  const { appKit, alerts } = await connected()
  await expect(switchNetwork(appKit, polygon)).rejects.toThrow('CaipNetwork not found')
  expect(alerts).toEqual(['Network Not Found'])
  expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({ open: true, message: 'Network Not Found' })
})
