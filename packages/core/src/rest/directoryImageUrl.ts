import { buildRestUrl, type RestContext } from './restUrl.ts'

const imagePaths = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
} as const

/** What an image id names: a wallet's logo, a network's icon (an asset), a fiat currency, a token. */
export type DirectoryImageKind = keyof typeof imagePaths

/**
 * The wallet directory's URL of an image by id (`/getWalletImage/{id}`, `/public/getAssetImage/{id}`,
 * …), with the `projectId`, `st` and `sv` the directory requires of image requests as of every
 * other call. Undefined without an image id or with the directory switched off.
 */
export function directoryImageUrl(
  context: RestContext,
  kind: DirectoryImageKind,
  imageId: string | undefined,
): string | undefined {
  if (!imageId || context.options.services.walletDirectory === false) return undefined
  return buildRestUrl(context, 'walletDirectory', `${imagePaths[kind]}/${encodeURIComponent(imageId)}`).href
}
