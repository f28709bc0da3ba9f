import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineNetwork } from '@openappkit/core'
import { createClient, http } from 'viem'
import { getChainId } from 'viem/actions'
import { describe, expect, test } from 'vitest'
import { addEthereumChainParameter } from './addEthereumChainParameter.ts'
import { createTransports } from './createTransports.ts'
import { evmChainId, toViemChain } from './toViemChain.ts'

const network = defineNetwork({
  chainNamespace: 'eip155',
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'https://rpc.app.example/base?key=app',
  blockExplorer: { name: 'Basescan', url: 'https://basescan.org' },
})

describe('networks', () => {
  test('a CaipNetwork becomes a viem chain with the same RPC URLs', () => {
    expect(toViemChain(network)).toEqual({
      id: 8453,
      name: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.app.example/base?key=app'] } },
      blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
      testnet: false,
    })
  })

  test('a non-numeric id is a configuration error', () => {
    expect(() => evmChainId({ id: 'abc', caipNetworkId: 'eip155:abc' })).toThrow(
      'Network eip155:abc has no numeric EVM chain id',
    )
  })

  test("the app's transport is kept; otherwise the app's own RPC URLs are used", () => {
    const own = http('https://private.example/rpc')
    const chain = toViemChain(network)
    const other = {
      ...chain,
      id: 10,
      rpcUrls: { default: { http: ['https://a.example', 'https://b.example'] } },
    }
    const transports = createTransports([chain, other], { 8453: own })
    expect(transports[8453]).toBe(own)
    const built = transports[10]?.({ chain: other, retryCount: 0 })
    expect(built?.config.type).toBe('fallback')
    const urls = (built?.value as { transports: { value?: { url?: string } }[] } | undefined)?.transports.map(
      (t) => t.value?.url,
    )
    expect(urls).toEqual(['https://a.example', 'https://b.example'])
  })

  test("the project's RPC comes first, read when the client is made; the chain's URLs answer when it fails", async () => {
    const hits: string[] = []
    const serve = (name: string, status: number) => {
      const server = createServer((req, res) => {
        hits.push(`${name} ${req.url}`)
        req.resume()
        req.on('end', () => {
          res.writeHead(status, { 'content-type': 'application/json' })
          res.end(JSON.stringify([{ jsonrpc: '2.0', id: 0, result: '0xa' }]))
        })
      })
      return new Promise<{ url: string; close(): void }>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as AddressInfo
          resolve({ url: `http://127.0.0.1:${port}/rpc`, close: () => server.close() })
        }),
      )
    }
    const project = await serve('project', 503)
    const own = await serve('own', 200)
    try {
      const chain = { ...toViemChain(network), id: 10, rpcUrls: { default: { http: [own.url] } } }
      let projectRpc: ((id: `eip155:${number}`) => string | undefined) | undefined
      const transports = createTransports([chain], {}, () => projectRpc)
      // Given after the config exists, as createAppKit does: read when the client is made.
      projectRpc = (id) => `${project.url}?chainId=${id}`
      const client = createClient({
        chain,
        transport: transports[10] as NonNullable<(typeof transports)[10]>,
      })
      expect(await getChainId(client)).toBe(10)
      expect(hits).toEqual(['project /rpc?chainId=eip155:10', 'own /rpc'])
    } finally {
      project.close()
      own.close()
    }
  })

  test('wallet_addEthereumChain gets every field SPEC §7 names', () => {
    expect(addEthereumChainParameter(network)).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://rpc.app.example/base?key=app'],
      blockExplorerUrls: ['https://basescan.org'],
    })
  })
})
