import { mainnet } from '@openappkit/core'
import { type Config, mock } from '@wagmi/core'
import { afterEach, expect, test, vi } from 'vitest'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  vi.doUnmock('./lazyActions')
  vi.resetModules()
})

// The actions' code comes over the network on the first call: a page that was offline then
// must not keep failing once it is back.
test('an action whose code could not be fetched loads again on the next call', async () => {
  vi.resetModules()
  vi.doMock('./lazyActions', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const { getBalance } = await import('./actionsOnUse')
  const config = {} as Config
  const failed = await getBalance(config, { address: '0x1', network: mainnet }).catch((error: Error) => error)
  expect(JSON.stringify([String(failed), String((failed as Error).cause)])).toContain(
    'Failed to fetch dynamically imported module',
  )
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
