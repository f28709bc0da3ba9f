import type { SolanaSignInInput } from '@solana/wallet-standard-features'

/**
 * The Sign In With Solana message a wallet shows and signs (the EIP-4361 layout with "Solana"),
 * with only the fields the app gave. A wallet must fill the domain itself when none is given.
 */
export function signInMessage(input: SolanaSignInInput, address: string): string {
  const domain = input.domain ?? (typeof location === 'undefined' ? 'localhost' : location.host)
  let message = `${domain} wants you to sign in with your Solana account:\n${address}`
  if (input.statement) message += `\n\n${input.statement}`
  const fields: [string, string | undefined][] = [
    ['URI', input.uri],
    ['Version', input.version],
    ['Chain ID', input.chainId],
    ['Nonce', input.nonce],
    ['Issued At', input.issuedAt],
    ['Expiration Time', input.expirationTime],
    ['Not Before', input.notBefore],
    ['Request ID', input.requestId],
  ]
  const lines = fields.filter(([, value]) => value).map(([name, value]) => `${name}: ${value}`)
  if (input.resources?.length) lines.push('Resources:', ...input.resources.map((r) => `- ${r}`))
  if (lines.length) message += `\n\n${lines.join('\n')}`
  return message
}
