import { buildRestUrl, type RestContext } from './restUrl.ts'

/**
 * The URL of a wallet's logo in the directory (`/getWalletImage/{imageId}`), with the
 * `projectId`, `st` and `sv` the directory requires of image requests as of every other call.
 * Undefined without an image id or with the directory switched off.
 */
export function walletImageUrl(context: RestContext, imageId: string | undefined): string | undefined {
  if (!imageId || context.options.services.walletDirectory === false) return undefined
  return buildRestUrl(context, 'walletDirectory', `/getWalletImage/${encodeURIComponent(imageId)}`).href
}
