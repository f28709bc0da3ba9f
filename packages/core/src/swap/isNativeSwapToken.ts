import type { SwapToken } from '../state/types.ts'

/** The native coin, as the convert service names it (0xeeee…eeee): it needs no approval. */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'> | undefined): boolean {
  return Boolean(token && /:0xe{40}$/i.test(token.address))
}
