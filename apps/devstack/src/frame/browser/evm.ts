import { type Hex, isHex, toHex } from 'viem'
import { createEvmWallet } from '../../wallet/evmWallet.ts'
import { eoaBatchId } from './callsStatus.ts'

type Tx = { from?: string; to?: string | null; value?: string; data?: string; gas?: string }

/**
 * The EVM half of RPC_REQUEST. Signing, sending and reads are the test wallet's (one EVM signer
 * for every wallet of the devstack); the user already approved in the app's modal, so the wallet
 * asks nobody. What differs is what a frame is: one account (a request need not name it), no
 * atomic batches, no permissions or user operations.
 */
export async function evmRequest(
  privateKey: Hex,
  chainId: number,
  rpcUrl: string,
  method: string,
  params: unknown,
  /** Throws once the client aborted the request: called before each step that signs or sends. */
  go: () => void = () => {},
): Promise<unknown> {
  const wallet = createEvmWallet({
    privateKeys: [privateKey],
    chains: { [chainId]: rpcUrl },
    chainId,
    connected: true,
  })
  const request = (m: string, p: unknown[]) => wallet.provider.request({ method: m, params: p } as never)
  const from = wallet.address
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign': {
      const message = list[0]
      if (typeof message !== 'string') throw new Error('personal_sign needs a message')
      // A frame also takes plain text; the wallet signs bytes: the same UTF-8 bytes either way.
      return request(method, [isHex(message) ? message : toHex(message), from])
    }
    case 'eth_signTypedData_v4':
      return request(method, [from, list[1]])
    case 'eth_sendTransaction':
      return request(method, [{ ...((list[0] ?? {}) as Tx), from }])
    case 'wallet_sendCalls': {
      // One transaction per call, in order (not atomic); the id names them all.
      const { calls = [] } = (list[0] ?? {}) as { calls?: Tx[] }
      if (calls.length === 0) throw new Error('wallet_sendCalls needs at least one call')
      const hashes: Hex[] = []
      for (const call of calls) {
        go()
        hashes.push((await request('eth_sendTransaction', [{ ...call, from }])) as Hex)
      }
      return { id: eoaBatchId(hashes) }
    }
    case 'wallet_getCapabilities':
      return {}
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
    case 'eth_sendUserOperation':
      throw new Error(`${method} is not available on the devstack's embedded wallet`)
    default:
      return request(method, list)
  }
}
