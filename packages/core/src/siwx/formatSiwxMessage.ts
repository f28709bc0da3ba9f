import { parseCaipNetworkId } from '../networks/caip.ts'
import { checksumAddress } from '../utils/checksumAddress.ts'
import type { SiwxMessageData } from './types.ts'

/** The account kind a message names, by namespace (CAIP-122's `${chain}` in the first line). */
const accountKinds: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana' }

/**
 * The text to sign, in CAIP-122's layout, which on eip155 is EIP-4361 exactly (viem's
 * `verifySiweMessage` and the `siwe` package read it). An EVM address is written EIP-55
 * checksummed, as EIP-4361 requires; the "Chain ID" line is the CAIP-2 reference.
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const { namespace, reference } = parseCaipNetworkId(data.chainId)
  if (data.statement?.includes('\n')) throw new Error('A sign-in statement is one line')
  const address = namespace === 'eip155' ? checksumAddress(data.accountAddress) : data.accountAddress
  const kind = accountKinds[namespace] ?? namespace
  const lines = [
    `${data.domain} wants you to sign in with your ${kind} account:`,
    address,
    '',
    ...(data.statement ? [data.statement, ''] : ['']),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
