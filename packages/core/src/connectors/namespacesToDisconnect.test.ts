import { expect, test } from 'vitest'
import { namespacesToDisconnect } from './namespacesToDisconnect.ts'

test('a WalletConnect or embedded-wallet namespace takes its siblings on the same connector', () => {
  const connections = [
    { namespace: 'eip155' as const, connectorId: 'walletConnect', connectorType: 'WALLET_CONNECT' },
    { namespace: 'solana' as const, connectorId: 'walletConnect', connectorType: 'WALLET_CONNECT' },
  ]
  expect(namespacesToDisconnect(['eip155'], connections)).toEqual(['eip155', 'solana'])
  const auth = connections.map((c) => ({ ...c, connectorId: 'AUTH', connectorType: 'AUTH' }))
  expect(namespacesToDisconnect(['solana'], auth)).toEqual(['solana', 'eip155'])
})

test("an extension's namespaces are separate sessions; other connectors are not siblings", () => {
  expect(
    namespacesToDisconnect(
      ['eip155'],
      [
        { namespace: 'eip155', connectorId: 'io.metamask', connectorType: 'ANNOUNCED' },
        { namespace: 'solana', connectorId: 'io.metamask', connectorType: 'ANNOUNCED' },
      ],
    ),
  ).toEqual(['eip155'])
  expect(
    namespacesToDisconnect(
      ['eip155'],
      [
        { namespace: 'eip155', connectorId: 'walletConnect', connectorType: 'WALLET_CONNECT' },
        { namespace: 'solana', connectorId: 'Phantom', connectorType: 'ANNOUNCED' },
        { namespace: 'bip122', connectorId: undefined },
      ],
    ),
  ).toEqual(['eip155'])
  // Nothing known about the namespace: only itself.
  expect(namespacesToDisconnect(['solana'], [])).toEqual(['solana'])
})
