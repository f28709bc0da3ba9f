import { decodeBase58 } from '@openappkit/devstack/phone'
import type { WalletRequest } from '@openappkit/testing/wallet'
import { formatEther, hexToBytes, isHex } from 'viem'

export type RequestSummary = { title: string; details: string[] }

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Text when the bytes are printable UTF-8, else hex: what a wallet shows for a message. */
function readable(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
    if (!/[\u0000-\u0008\u000e-\u001f]/.test(text)) return text
  } catch {}
  return `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

function evmMessage(raw: unknown): string {
  if (typeof raw !== 'string' || !isHex(raw)) return String(raw)
  return readable(hexToBytes(raw))
}

/**
 * What the dev wallet's prompt says about a request, as an extension's popup would: the action,
 * then the facts the user decides on (the message text, the receiver and amount).
 */
export function describeRequest(
  namespace: 'eip155' | 'solana',
  { method, params }: WalletRequest,
): RequestSummary {
  const list = (Array.isArray(params) ? params : []) as unknown[]
  if (namespace === 'solana') {
    const [input] = list as { message?: Uint8Array; domain?: string; statement?: string }[]
    // WalletConnect's Solana methods (the phone page): named parameters, the message in base58.
    const named = (params ?? {}) as { message?: unknown; transaction?: unknown }
    switch (method) {
      case 'solana_signMessage': {
        const bytes = typeof named.message === 'string' ? decodeBase58(named.message) : undefined
        return { title: 'Sign a message', details: [bytes ? readable(bytes) : String(named.message)] }
      }
      case 'solana_signTransaction':
        return { title: 'Sign a transaction', details: ['1 transaction; the site sends it.'] }
      case 'solana_signAndSendTransaction':
        return { title: 'Send a transaction', details: ['1 transaction to the Solana chain.'] }
      case 'connect':
        return { title: 'Connect to this site', details: ['Shares your Solana address with the site.'] }
      case 'signMessage':
        return { title: 'Sign a message', details: [input?.message ? readable(input.message) : ''] }
      case 'signTransaction':
        return {
          title: 'Sign a transaction',
          details: [`${list.length} transaction(s); the site sends them.`],
        }
      case 'signAndSendTransaction':
        return {
          title: 'Send a transaction',
          details: [`${list.length} transaction(s) to the Solana chain.`],
        }
      case 'signIn':
        return {
          title: 'Sign in',
          details: [input?.domain ?? location.host, ...(input?.statement ? [input.statement] : [])],
        }
    }
    return { title: method, details: [] }
  }
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return { title: 'Connect to this site', details: ['Shares your EVM address with the site.'] }
    case 'personal_sign':
      return { title: 'Sign a message', details: [evmMessage(list[0])] }
    case 'eth_signTypedData_v4': {
      try {
        const typed = JSON.parse(String(list[1])) as { primaryType?: string; message?: unknown }
        return {
          title: `Sign typed data: ${typed.primaryType ?? 'unknown'}`,
          details: [JSON.stringify(typed.message, null, 2)],
        }
      } catch {
        return { title: 'Sign typed data', details: [String(list[1])] }
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
      const value = tx.value && isHex(tx.value) ? formatEther(BigInt(tx.value)) : '0'
      return {
        title: 'Send a transaction',
        details: [
          `To ${tx.to ? short(tx.to) : 'a new contract'}`,
          `${value} ETH`,
          ...(tx.data && tx.data !== '0x' ? ['With contract data'] : []),
        ],
      }
    }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: unknown[] } | undefined)?.calls ?? []).length
      return { title: `Send ${calls} call(s) in one batch`, details: [] }
    }
    case 'wallet_addEthereumChain': {
      const chain = list[0] as { chainName?: string; chainId?: string } | undefined
      return {
        title: 'Add a network',
        details: [`${chain?.chainName ?? 'Unnamed'} (${chain?.chainId ?? '?'})`],
      }
    }
  }
  return { title: method, details: [] }
}
