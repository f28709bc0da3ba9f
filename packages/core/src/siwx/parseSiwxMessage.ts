import type { CaipNetworkId } from '../networks/types.ts'
import { checksumAddress, isHexAddress } from '../utils/checksumAddress.ts'
import type { SiwxMessageData } from './types.ts'

const namespacesByKind: Record<string, string> = { Ethereum: 'eip155', Solana: 'solana' }

const header = /^(?:[a-zA-Z][a-zA-Z0-9+\-.]*:\/\/)?(\S+) wants you to sign in with your (\S+) account:$/

const fields = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
} as const

// RFC 3339 date-time, as EIP-4361 requires of its times.
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i
const isDateTime = (value: string | undefined) =>
  value === undefined || (dateTime.test(value) && !Number.isNaN(Date.parse(value)))
const addressRules: Record<string, (address: string) => boolean> = {
  // EIP-4361: the address in its EIP-55 checksum form.
  eip155: (address) => isHexAddress(address) && checksumAddress(address) === address,
  solana: (address) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address),
}
const chainReferences: Record<string, RegExp> = { eip155: /^\d{1,32}$/, solana: /^[-_:a-zA-Z0-9]{0,64}$/ }

/**
 * Reads a CAIP-122 / EIP-4361 message back into its fields (what an app's server does before it
 * checks nonce, domain, address and times), strictly: a checksummed EVM address, a nonce of at
 * least 8 letters and digits, RFC 3339 times. Undefined when the text is not such a message.
 * A Solana wallet's own `solana:signIn` text is read too ("Chain ID" may be absent there).
 */
export function parseSiwxMessage(text: string): SiwxMessageData | undefined {
  const lines = text.split('\n')
  const first = header.exec(lines[0] ?? '')
  const address = lines[1]
  if (!first || !address || /\s/.test(address)) return undefined
  const namespace = namespacesByKind[first[2] as string]
  if (!namespace) return undefined
  if (lines[2] !== '') return undefined
  let index = 3
  let statement: string | undefined
  if (lines[3] !== '' && !lines[3]?.startsWith('URI: ')) {
    statement = lines[3]
    if (lines[4] !== '') return undefined
    index = 5
  } else if (lines[3] === '') index = 4
  const values: Record<string, string> = {}
  const resources: string[] = []
  for (; index < lines.length; index++) {
    const line = lines[index] as string
    if (line === 'Resources:') {
      for (index += 1; index < lines.length; index++) {
        const resource = /^- (\S+)$/.exec(lines[index] as string)
        if (!resource) return undefined
        resources.push(resource[1] as string)
      }
      break
    }
    const separator = line.indexOf(': ')
    const key = fields[line.slice(0, separator) as keyof typeof fields]
    if (separator < 0 || !key || values[key] !== undefined) return undefined
    values[key] = line.slice(separator + 2)
  }
  const { uri, version, nonce, issuedAt, chainId } = values
  if (!uri || version !== '1' || !nonce || !issuedAt) return undefined
  if (!/^[a-zA-Z0-9]{8,}$/.test(nonce) || !addressRules[namespace]?.(address)) return undefined
  if (!chainReferences[namespace]?.test(chainId ?? '')) return undefined
  if (![issuedAt, values.expirationTime, values.notBefore].every(isDateTime)) return undefined
  return {
    domain: first[1] as string,
    accountAddress: address,
    chainId: `${namespace}:${chainId ?? ''}` as CaipNetworkId,
    uri,
    version: '1',
    nonce,
    issuedAt,
    ...(values.expirationTime ? { expirationTime: values.expirationTime } : {}),
    ...(values.notBefore ? { notBefore: values.notBefore } : {}),
    ...(values.requestId ? { requestId: values.requestId } : {}),
    ...(statement ? { statement } : {}),
    ...(resources.length ? { resources } : {}),
  }
}
