import type { CSSProperties } from 'react'

/**
 * The account's picture, the same in the connect button and the modal: its name's avatar when
 * there is one, else two colours drawn from the address, so the same account always looks the
 * same and nothing is fetched for it. Decorative unless given `alt` (the text beside it already
 * says whose account it is).
 */
export function AccountAvatar(props: {
  address: string
  avatar: string | undefined
  size?: number
  alt?: string | undefined
}) {
  const size = props.size ?? 20
  const style: CSSProperties = {
    width: size,
    height: size,
    borderRadius: '50%',
    flex: 'none',
    objectFit: 'cover',
  }
  if (props.avatar)
    return (
      <img
        src={props.avatar}
        alt={props.alt ?? ''}
        aria-hidden={props.alt ? undefined : true}
        width={size}
        height={size}
        style={style}
      />
    )
  const [from, to] = addressHues(props.address)
  return (
    <span
      aria-hidden="true"
      data-openappkit-avatar=""
      style={{
        ...style,
        display: 'inline-block',
        background: `linear-gradient(135deg, hsl(${from} 70% 55%), hsl(${to} 70% 45%))`,
      }}
    />
  )
}

/** Two hues from the address's characters (FNV-1a), stable across renders and pages. */
export function addressHues(address: string): [number, number] {
  let hash = 0x811c9dc5
  for (const char of address.toLowerCase()) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return [hash % 360, (hash >>> 9) % 360]
}
