// For adapters only: recognises a wallet's refusal in whatever shape the wallet or its SDK
// reported it, so each adapter can throw core's UserRejectedRequestError. Nothing above the
// adapters calls this; they check the type (`isUserRejection`).

// A refusal word next to "user", "by user", or a request-like subject that was refused:
// "User rejected the request.", "User denied account authorization", "rejected by user",
// "Approval Denied", "Request rejected", "User canceled". Not "Transaction reverted".
const word = `(?:reject(?:s|ed)?|den(?:y|ies|ied)|declin(?:e|es|ed)|refus(?:e|es|ed)|cancell?(?:s|ed)?|disapproved?)`
const refusalSentence = new RegExp(
  [
    String.raw`\buser\b[^.]*\b${word}\b`,
    String.raw`\b${word}\b[^.]*\bby (?:the )?user\b`,
    // A bare "Request rejected" / "Approval Denied" is a refusal only as the whole sentence: a
    // node's "transaction rejected: nonce too low" is not the user saying no.
    String.raw`^\W*(?:the )?(?:connection |signature |transaction |approval |session |sign(?:ing)? )?(?:request )?(?:was |has been )?${word}\W*$`,
  ].join('|'),
  'i',
)

/** True when `text` is a wallet's sentence for "the user said no". */
export function isRefusalMessage(text: string): boolean {
  return refusalSentence.test(text)
}

export type IsWalletRefusalOptions = {
  /** Codes that mean a refusal besides 4001 (WalletConnect's 5000 "User rejected."). */
  codes?: readonly number[] | undefined
}

/**
 * Looks through the error and its causes (`cause`, wallet-adapter's `error`, MetaMask Mobile's
 * `data.originalError`) for code 4001 (or `codes`), a `UserRejectedRequestError` by name (viem,
 * wagmi, older SDK builds), or a refusal sentence.
 */
export function isWalletRefusal(error: unknown, options: IsWalletRefusalOptions = {}): boolean {
  const codes = new Set([4001, ...(options.codes ?? [])])
  const queue: unknown[] = [error]
  const seen = new Set<unknown>()
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift()
    if (current === null || current === undefined || seen.has(current)) continue
    seen.add(current)
    if (typeof current === 'string') {
      if (isRefusalMessage(current)) return true
      continue
    }
    if (typeof current !== 'object') continue
    const { code, name, message, shortMessage, details, cause, data } = current as Record<string, unknown>
    const numeric = typeof code === 'string' && /^-?\d+$/.test(code) ? Number(code) : code
    if (typeof numeric === 'number' && codes.has(numeric)) return true
    if (name === 'UserRejectedRequestError') return true
    for (const text of [shortMessage, details, message])
      if (typeof text === 'string' && isRefusalMessage(text)) return true
    queue.push(cause, (current as { error?: unknown }).error)
    if (data && typeof data === 'object') queue.push((data as { originalError?: unknown }).originalError)
  }
  return false
}

/**
 * An error and the errors behind it, outermost first: `cause`, else wallet-adapter's `error`
 * (where `@solana/wallet-adapter-base` keeps the wallet's own). At most 8 links; a loop ends it.
 */
export function errorChain(error: unknown): object[] {
  const chain: object[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && chain.length < 8 && !chain.includes(current)) {
    chain.push(current)
    const { cause, error: inner } = current as { cause?: unknown; error?: unknown }
    current = cause ?? inner
  }
  return chain
}

/** Reads an EIP-1193 / JSON-RPC error code anywhere in the cause chain. */
export function walletErrorCode(error: unknown): number | undefined {
  for (const link of errorChain(error)) {
    const { code, data } = link as { code?: unknown; data?: unknown }
    if (typeof code === 'number') return code
    const original = (data as { originalError?: { code?: unknown } } | undefined)?.originalError?.code
    if (typeof original === 'number') return original
  }
  return undefined
}
