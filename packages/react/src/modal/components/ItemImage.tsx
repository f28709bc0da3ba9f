import { safeImageUrl } from '@openappkit/core/internal'

/**
 * A list row's picture (a token's, a network's, an app's): the image when its URL is safe to
 * draw, else the name's first letter. Decorative: the row's text names it.
 */
export function ItemImage(props: { url: string | undefined; name: string }) {
  const src = safeImageUrl(props.url)
  return src ? (
    <img className="oak-wallet-image" src={src} alt="" />
  ) : (
    <span className="oak-wallet-image oak-placeholder" aria-hidden="true">
      {[...props.name][0] ?? '?'}
    </span>
  )
}
