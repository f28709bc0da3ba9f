import { type BaseError, mainnet } from '@openappkit/core'
import { type Config, mock } from '@wagmi/core'
import { afterEach, expect, test, vi } from 'vitest'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  vi.doUnmock('./lazyActions')
  vi.resetModules()
})

// The actions' code comes over the network on the first call: a page that was offline then
// gets our error, not the browser's, and must not keep failing once it is back.
test('an action whose code could not be fetched fails as ours, and loads again on the next call', async () => {
  vi.resetModules()
  const offline = new TypeError('Failed to fetch dynamically imported module')
  vi.doMock('./lazyActions', () => {
    throw offline
  })
  const { getBalance, preloadActions, signMessage } = await import('./actionsOnUse')
  const config = {} as Config
  // A preload that fails while offline is silent, and leaves no failed load behind.
  preloadActions()
  const [balance, signature] = await Promise.all([
    getBalance(config, { address: '0x1', network: mainnet }).catch((error: unknown) => error),
    signMessage(config, { address: '0x1', message: 'hi' }, () => {}).catch((error: unknown) => error),
  ])
  for (const failed of [balance, signature]) {
    expect(failed).toMatchObject({
      name: 'OpenAppKitError',
      shortMessage: 'Could not load the wallet actions',
    })
    // The browser's error stays reachable as the cause (vitest's mock wraps it once more here).
    expect((failed as BaseError).walk((cause) => cause === offline)).toBe(offline)
  }
  vi.doUnmock('./lazyActions')
  await expect(getBalance(config, { address: '0x1', network: mainnet })).rejects.toThrow('Invalid address')
})

// Calls made while the code loads wait for that one load; each gets its own action's answer.
test('calls made while the code loads each reach their own action with their own arguments', async () => {
  vi.resetModules()
  const { estimateGas, signMessage } = await import('./actionsOnUse')
  const answers: string[] = []
  const config = {} as Config
  const first = signMessage(config, { address: 'nope', message: 'hi' }, () => {}).catch((error: Error) =>
    answers.push(`sign: ${error.message.split('\n')[0]}`),
  )
  const second = estimateGas(config, { from: '0x2', to: '0x3', network: mainnet }).catch((error: Error) =>
    answers.push(`gas: ${error.message.split('\n')[0]}`),
  )
  await Promise.all([first, second])
  expect(answers).toEqual(['sign: Invalid address', 'gas: Invalid address'])
})

// Connected, the user may sign or send at any moment: the code is fetched then, not on the click.
test("a connection fetches the actions' code before any is called", async () => {
  vi.resetModules()
  let evaluated = 0
  vi.doMock('./lazyActions', async (importOriginal) => {
    evaluated++
    return importOriginal()
  })
  const { createWagmiAdapter } = await import('../createWagmiAdapter')
  const adapter = createWagmiAdapter({
    networks: [mainnet],
    storage: null,
    connectors: [(config) => ({ ...mock({ accounts: [alice] })(config), id: 'app', name: 'App' })],
  })
  await Promise.resolve()
  expect(evaluated).toBe(0)
  await adapter.connect({ connectorId: 'app' })
  await vi.waitFor(() => expect(evaluated).toBe(1))
  adapter.destroy()
})
