import { expect, test } from 'vitest'
import { createWalletConnect } from './createWalletConnect'

test('a projectId is required', () => {
  for (const projectId of ['', '  ', undefined, 42])
    expect(() => createWalletConnect({ projectId: projectId as string })).toThrow(
      'Invalid WalletConnect options',
    )
})

test('nothing is loaded or connected before a connect or a restore asks for it', async () => {
  const walletConnect = createWalletConnect({ projectId: 'p' })
  expect(walletConnect.isConnected()).toBe(false)
  expect(walletConnect.accounts('eip155')).toEqual([])
  expect(walletConnect.peerWallet()).toBeUndefined()
  expect(walletConnect.connector).toEqual({
    id: 'walletConnect',
    name: 'WalletConnect',
    icon: expect.stringMatching(/^data:image\/svg\+xml,/),
  })
  // Leaving a session that never started ends nothing and loads nothing.
  await walletConnect.leave('eip155')
  await walletConnect.close()
})
