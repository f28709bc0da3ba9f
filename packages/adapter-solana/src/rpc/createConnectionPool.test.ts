import { solanaDevnet } from '@openappkit/core'
import { describe, expect, test } from 'vitest'
import { SolanaAdapterError } from '../errors.ts'
import { createConnectionPool } from './createConnectionPool.ts'

describe('createConnectionPool', () => {
  test('one Connection per cluster, on the network’s RPC URL with the commitment asked for', async () => {
    const pool = createConnectionPool({ commitment: 'finalized' })
    const connection = await pool.get(solanaDevnet)
    expect(connection.rpcEndpoint).toBe('https://api.devnet.solana.com')
    expect(connection.commitment).toBe('finalized')
    expect(await pool.get({ ...solanaDevnet })).toBe(connection)
  })

  test('a network without an RPC URL is named in an adapter error', async () => {
    const pool = createConnectionPool({ commitment: 'confirmed' })
    const bare = { ...solanaDevnet, rpcUrls: { default: { http: [] } } }
    const error = await pool.get(bare).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaAdapterError)
    expect((error as SolanaAdapterError).shortMessage).toBe('The network has no RPC URL')
    expect((error as SolanaAdapterError).details).toBe(solanaDevnet.caipNetworkId)
  })
})
