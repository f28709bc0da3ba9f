import bs58 from 'bs58'
import { orUndefined } from '../utils/orUndefined.ts'
import type { SiwxMessageData } from './types.ts'

/**
 * Checks an eip155 signature of a text on one chain. A viem public client is one: its
 * `verifyMessage` takes EOA signatures (EIP-191) and smart accounts' (ERC-1271, ERC-6492).
 */
export type EvmSignatureVerifier = {
  verifyMessage(parameters: {
    address: `0x${string}`
    message: string
    signature: `0x${string}`
  }): Promise<boolean>
}

/**
 * Whether `signature` is the signature of `message` by `data.accountAddress`: ed25519 over the
 * UTF-8 text on Solana (WebCrypto, in browsers and Node alike), `evm` on eip155. False for
 * anything malformed or a verifier that fails.
 */
export async function verifySiwxSignature(parameters: {
  data: SiwxMessageData
  message: string
  signature: string
  evm?: EvmSignatureVerifier | undefined
}): Promise<boolean> {
  const { data, message, signature, evm } = parameters
  if (data.chainId.startsWith('eip155:')) {
    if (!evm || !/^0x[0-9a-fA-F]+$/.test(signature)) return false
    return evm
      .verifyMessage({
        address: data.accountAddress as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
      .then((valid) => valid === true)
      .catch(() => false)
  }
  if (data.chainId.startsWith('solana:')) return verifyEd25519(data.accountAddress, message, signature)
  return false
}

/** Whether `signature` (base58, 64 bytes) is the ed25519 signature of `message`'s UTF-8 bytes by `address` (base58, 32 bytes). */
export async function verifyEd25519(address: string, message: string, signature: string): Promise<boolean> {
  const key = orUndefined(() => new Uint8Array(bs58.decode(address)))
  const bytes = orUndefined(() => new Uint8Array(bs58.decode(signature)))
  if (key?.length !== 32 || bytes?.length !== 64) return false
  try {
    const publicKey = await crypto.subtle.importKey('raw', key, { name: 'Ed25519' }, false, ['verify'])
    return await crypto.subtle.verify('Ed25519', publicKey, bytes, new TextEncoder().encode(message))
  } catch {
    return false
  }
}
