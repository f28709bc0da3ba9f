import { safeImageUrl } from '@openappkit/core/internal'
import { useState } from 'react'
import { useWalletImageUrl } from '../../hooks/useWalletImageUrl.ts'

export type WalletImageProps = {
  name: string
  imageUrl?: string | undefined
  imageId?: string | undefined
  size?: 'normal' | 'large'
}

/**
 * A wallet's logo, or its initial on a plain tile while there is none, when the URL is not one
 * we accept, or when it fails to load. Decorative: the wallet's name is always written beside it.
 */
export function WalletImage(props: WalletImageProps) {
  const fromId = useWalletImageUrl(props.imageId)
  const [failed, setFailed] = useState<string>()
  const src = safeImageUrl(props.imageUrl) ?? safeImageUrl(fromId)
  if (!src || failed === src) {
    return (
      <span className="oak-wallet-image oak-placeholder" data-size={props.size} aria-hidden="true">
        {[...props.name.trim()][0]?.toUpperCase() ?? '?'}
      </span>
    )
  }
  return (
    <img
      className="oak-wallet-image"
      data-size={props.size}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  )
}
