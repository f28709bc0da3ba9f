import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  numberToHex,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

type Tx = { to?: string | null; value?: string; data?: string; gas?: string; nonce?: string }

function client(account: PrivateKeyAccount, chainId: number, rpcUrl: string) {
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({ account, chain, transport: http(rpcUrl) })
}

async function forward(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(body.error.message ?? 'RPC error')
  return body.result
}

async function send(account: PrivateKeyAccount, chainId: number, rpcUrl: string, tx: Tx): Promise<Hex> {
  return client(account, chainId, rpcUrl).sendTransaction({
    to: (tx.to ?? undefined) as Hex | undefined,
    value: tx.value ? BigInt(tx.value) : undefined,
    data: tx.data as Hex | undefined,
    gas: tx.gas ? BigInt(tx.gas) : undefined,
  })
}

/** The EVM half of RPC_REQUEST: signing with the frame's key, sending to the local chain. */
export async function evmRequest(
  account: PrivateKeyAccount,
  chainId: number,
  rpcUrl: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return numberToHex(chainId)
    case 'personal_sign': {
      const message = list[0]
      if (typeof message !== 'string') throw new Error('personal_sign needs a message')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
        types: Record<string, unknown>
      }
      const { EIP712Domain: _domain, ...types } = typed.types
      return account.signTypedData({ ...typed, types } as TypedDataDefinition)
    }
    case 'eth_sendTransaction':
      return send(account, chainId, rpcUrl, (list[0] ?? {}) as Tx)
    case 'wallet_sendCalls': {
      // One transaction per call, in order; the batch id is the last hash.
      const batch = (list[0] ?? { calls: [] }) as { calls: Tx[] }
      let last: Hex = toHex(0)
      for (const call of batch.calls) last = await send(account, chainId, rpcUrl, call)
      return { id: last }
    }
    case 'eth_sendRawTransaction':
      return forward(rpcUrl, method, list)
    case 'wallet_getCapabilities':
      return {}
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
    case 'eth_sendUserOperation':
      throw new Error(`${method} is not available on the devstack's embedded wallet`)
    default:
      return forward(rpcUrl, method, list)
  }
}
