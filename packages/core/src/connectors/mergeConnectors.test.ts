import { describe, expect, test } from 'vitest'
import type { Connector } from '../adapters/types.ts'
import { mergeConnectors } from './mergeConnectors.ts'
import { connectorNamespaces, isMultiChainConnector } from './multiChainConnector.ts'

const metaMaskEvm: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
  imageUrl: 'data:image/svg+xml,evm',
}
const metaMaskSolana: Connector = {
  id: 'MetaMask',
  type: 'ANNOUNCED',
  name: 'MetaMask ',
  chain: 'solana',
  imageUrl: 'data:image/svg+xml,evm',
}
const phantomSolana: Connector = { id: 'Phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' }
const walletConnectEvm: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}
const walletConnectSolana: Connector = { ...walletConnectEvm, chain: 'solana' }

describe('mergeConnectors', () => {
  test('a wallet announced on both namespaces is one MULTI_CHAIN row holding both connectors', () => {
    const merged = mergeConnectors({ eip155: [metaMaskEvm], solana: [phantomSolana, metaMaskSolana] })
    expect(merged.map((c) => [c.type, c.name])).toEqual([
      ['MULTI_CHAIN', 'MetaMask'],
      ['ANNOUNCED', 'Phantom'],
    ])
    const [row] = merged
    expect(isMultiChainConnector(row)).toBe(true)
    if (!isMultiChainConnector(row)) return
    expect(row.connectors).toEqual([metaMaskEvm, metaMaskSolana])
    expect(row).toMatchObject({ id: 'io.metamask', chain: 'eip155', info: { rdns: 'io.metamask' } })
    expect(row.imageUrl).toBe('data:image/svg+xml,evm')
    expect(connectorNamespaces(row)).toEqual(['eip155', 'solana'])
  })

  test('the namespace order decides which connector leads the row', () => {
    const [row] = mergeConnectors({ eip155: [metaMaskEvm], solana: [metaMaskSolana] }, ['solana', 'eip155'])
    expect(row).toMatchObject({ id: 'MetaMask', chain: 'solana', type: 'MULTI_CHAIN' })
    // The rdns comes from whichever member has it.
    expect(row).toMatchObject({ imageUrl: 'data:image/svg+xml,evm', info: { rdns: 'io.metamask' } })
  })

  test('different rdns are different wallets even with the same name', () => {
    const impostor: Connector = {
      ...metaMaskEvm,
      id: 'com.fake',
      info: { rdns: 'com.fake' },
      chain: 'solana',
    }
    const merged = mergeConnectors({ eip155: [metaMaskEvm], solana: [impostor] })
    expect(merged.map((c) => c.type)).toEqual(['ANNOUNCED', 'ANNOUNCED'])
  })

  test('a Wallet Standard wallet that takes a trusted name but not its icon stays its own row', () => {
    const impostor: Connector = { ...metaMaskSolana, id: 'Fake', imageUrl: 'data:image/svg+xml,fake' }
    const merged = mergeConnectors({ eip155: [metaMaskEvm], solana: [impostor] })
    expect(merged).toEqual([metaMaskEvm, impostor])
    // Without an icon there is nothing but the name to go by: not merged either.
    const bare: Connector = { ...metaMaskSolana, id: 'Bare', imageUrl: undefined }
    expect(mergeConnectors({ eip155: [metaMaskEvm], solana: [bare] })).toEqual([metaMaskEvm, bare])
  })

  test('two same-named wallets on one namespace stay two rows; one of them pairs with the other namespace', () => {
    const second: Connector = { ...metaMaskEvm, id: 'io.metamask#2', info: undefined }
    const merged = mergeConnectors({ eip155: [metaMaskEvm, second], solana: [metaMaskSolana] })
    expect(merged.map((c) => [c.id, c.type])).toEqual([
      ['io.metamask', 'MULTI_CHAIN'],
      ['io.metamask#2', 'ANNOUNCED'],
    ])
  })

  test('WalletConnect and other kinds are never merged; one namespace is returned as it is', () => {
    const merged = mergeConnectors({ eip155: [walletConnectEvm], solana: [walletConnectSolana] })
    expect(merged).toEqual([walletConnectEvm, walletConnectSolana])
    expect(mergeConnectors({ solana: [phantomSolana] })).toEqual([phantomSolana])
    expect(connectorNamespaces(phantomSolana)).toEqual(['solana'])
  })
})
