import { useEffect, useRef, useState } from 'react'
import { useModalState } from '../../hooks/useModalState.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useWallets } from '../../hooks/useWallets.ts'
import { SearchField } from '../components/SearchField.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { WalletImage } from '../components/WalletImage.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { connectingViewFor } from './walletRoute.ts'

/**
 * Every wallet: the directory in pages of 40 (the next page loads when the end of the list
 * comes into view, or with the button), and search, which the hook runs once typing pauses for
 * 300 ms and which returns at most 100 wallets. Opened from Connect's search, it starts with that
 * search.
 */
export default function AllWalletsView() {
  const messages = useMessages()
  const { push } = useRouter()
  // Connect's search hands over what was typed there.
  const { data } = useModalState()
  const [search, setSearch] = useState(typeof data?.search === 'string' ? data.search : '')
  const list = useWallets({ search })
  const wallets = list.allWallets
  const sentinel = useRef<HTMLLIElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list

  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  const query = search.trim()
  return (
    <div className="oak-stack">
      <SearchField value={search} onChange={setSearch} />
      <p className="oak-sr-only" role="status" aria-live="polite">
        {list.isLoading
          ? messages.allWallets.searching
          : messages.allWallets.results(wallets.length, query ? undefined : list.directoryCount)}
      </p>
      {list.isLoading && wallets.length === 0 ? (
        <div className="oak-center">
          <Spinner label={messages.allWallets.searching} />
        </div>
      ) : null}
      {!list.isLoading && wallets.length === 0 && query ? (
        <p className="oak-muted oak-center">{messages.allWallets.noResults(query)}</p>
      ) : null}
      <ul className="oak-grid" aria-label={messages.allWallets.listLabel} data-testid="all-wallets-list">
        {wallets.map((wallet) => (
          <li key={`${wallet.group}:${wallet.id}`}>
            <button
              type="button"
              className="oak-grid-item"
              data-wallet-id={wallet.id}
              onClick={() => push(connectingViewFor(wallet), { wallet })}
            >
              <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} imageId={wallet.imageId} />
              {/* Long names are cut to the tile; the full one shows on hover. */}
              <span className="oak-grid-name" title={wallet.name}>
                {wallet.name}
              </span>
            </button>
          </li>
        ))}
        {hasNextPage && !query ? (
          <li ref={sentinel} aria-hidden="true" style={{ gridColumn: '1 / -1' }} />
        ) : null}
      </ul>
      {hasNextPage && !query ? (
        <button
          type="button"
          className="oak-button"
          // Not `disabled`: the browser would drop the keyboard focus out of the dialog.
          aria-disabled={isFetchingNextPage || undefined}
          onClick={() => {
            if (!isFetchingNextPage) void fetchNextPage()
          }}
        >
          {isFetchingNextPage ? <Spinner /> : null}
          {messages.allWallets.loadMore}
        </button>
      ) : null}
    </div>
  )
}
