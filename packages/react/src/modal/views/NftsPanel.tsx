import type { Nft } from '@openappkit/core'
import { safeImageUrl } from '@openappkit/core/internal'
import { useState } from 'react'
import { useNfts } from '../../hooks/useNfts.ts'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/**
 * The Account view's NFTs tab: what the account holds on the active network (core derives it from
 * the history's NFT transfers, spam hidden). Its own chunk, loaded when the tab is first shown.
 */
export default function NftsPanel() {
  const messages = useMessages()
  const nfts = useNfts()
  if (!nfts.available)
    return (
      <p className="oak-muted">
        {nfts.unavailableReason === 'notEvm' ? messages.nfts.unavailable : messages.nfts.off}
      </p>
    )
  if (nfts.isLoading) return <Spinner />
  if (nfts.isError)
    return (
      <LoadFailed
        message={messages.nfts.failed}
        retryLabel={messages.nfts.retry}
        retrying={nfts.isFetching}
        onRetry={() => void nfts.refetch()}
      />
    )
  const list = nfts.data ?? []
  if (list.length === 0) return <p className="oak-muted">{messages.nfts.none}</p>
  return (
    <ul className="oak-nfts" aria-label={messages.nfts.listLabel}>
      {list.map((nft) => (
        <NftTile key={nft.id} nft={nft} />
      ))}
    </ul>
  )
}

function NftTile({ nft }: { nft: Nft }) {
  const messages = useMessages()
  const name = nft.name ?? messages.nfts.unnamed
  // The URL comes from the data service's providers: only http(s) and data images are drawn, and
  // one that fails to load shows the placeholder. No referrer goes to the image's host.
  const src = safeImageUrl(nft.imageUrl)
  const [broken, setBroken] = useState<string | undefined>(undefined)
  return (
    <li className="oak-nft" data-testid="nft">
      {src && broken !== src ? (
        <img
          className="oak-nft-image"
          src={src}
          alt={messages.nfts.image(name)}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setBroken(src)}
        />
      ) : (
        <span className="oak-nft-image oak-placeholder" role="img" aria-label={messages.nfts.image(name)}>
          {[...name][0] ?? '?'}
        </span>
      )}
      <span className="oak-nft-name">{name}</span>
      {nft.quantity > 1 ? <span className="oak-muted">{messages.nfts.quantity(nft.quantity)}</span> : null}
    </li>
  )
}
