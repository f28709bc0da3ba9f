import { type Hex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

type Listener = (payload: unknown) => void

/**
 * A browser-extension wallet for the integration test: one local key, reads forwarded to the
 * chain's RPC, announced over EIP-6963 the way real extensions do.
 */
export function createTestEip6963Wallet(options: {
  privateKey: Hex
  chainId: number
  rpcUrls: Record<number, string>
}) {
  const account = privateKeyToAccount(options.privateKey)
  let chainId = options.chainId
  let authorized = false
  // What the user answers to connection prompts instead of approving them, while set.
  let refusal: unknown
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const list = (params ?? []) as unknown[]
    if ((method === 'eth_requestAccounts' || method === 'wallet_requestPermissions') && refusal) throw refusal
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        return [account.address]
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_requestPermissions':
        authorized = true
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions':
        authorized = false
        return null
      case 'wallet_switchEthereumChain': {
        const next = Number((list[0] as { chainId: string }).chainId)
        if (!options.rpcUrls[next]) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
        chainId = next
        emit('chainChanged', numberToHex(next))
        return null
      }
      case 'personal_sign':
        return account.signMessage({ message: { raw: list[0] as Hex } })
      default: {
        const url = options.rpcUrls[chainId]
        if (!url) throw Object.assign(new Error(`No RPC for chain ${chainId}`), { code: -32603 })
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: list }),
        })
        const body = (await response.json()) as {
          result?: unknown
          error?: { code: number; message: string }
        }
        if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
        return body.result
      }
    }
  }

  const provider = {
    request,
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  const info = {
    uuid: '2b9a3c1e-0000-4000-8000-00000000a11e',
    name: 'React Test Wallet',
    icon: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    rdns: 'dev.openappkit.reacttestwallet',
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )

  return {
    address: account.address,
    info,
    /**
     * From now on the user refuses every connection prompt with `error` (wagmi asks again with
     * eth_requestAccounts when wallet_requestPermissions fails without code 4001); undefined
     * approves again.
     */
    refuseConnects(error: unknown) {
      refusal = error
    },
    /** Answers discovery requests from now on; returns a stop. */
    announce() {
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
      return () => window.removeEventListener('eip6963:requestProvider', announce)
    },
  }
}
