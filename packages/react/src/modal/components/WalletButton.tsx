import type { WalletItem } from '@openappkit/core'
import { WalletImage } from './WalletImage.tsx'

/** A wallet as a list row: logo, name (as text, never markup), and an optional tag. */
export function WalletButton(props: {
  wallet: WalletItem
  tag?: string | undefined
  disabled?: boolean | undefined
  onSelect(): void
}) {
  const { wallet } = props
  return (
    <button
      type="button"
      className="oak-item"
      disabled={props.disabled}
      onClick={props.onSelect}
      data-wallet-id={wallet.id}
    >
      <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} imageId={wallet.imageId} />
      <span className="oak-item-name">{wallet.name}</span>
      {props.tag ? <span className="oak-tag">{props.tag}</span> : null}
    </button>
  )
}
