import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * A QR code as one SVG path, with room in the middle for a logo (the error correction level Q
 * restores the modules the logo covers).
 */
export function QrCode(props: { value: string; label: string; logo?: React.ReactNode }) {
  const { path, size } = useMemo(() => {
    const qr = encode(props.value, { ecc: 'Q', border: 0 })
    const parts: string[] = []
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
      })
    })
    return { path: parts.join(''), size: qr.size }
  }, [props.value])
  return (
    <div className="oak-qr">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={props.label} shapeRendering="crispEdges">
        <path d={path} fill="var(--oak-qr-fg)" />
      </svg>
      {props.logo ? (
        <div className="oak-qr-logo" aria-hidden="true">
          {props.logo}
        </div>
      ) : null}
    </div>
  )
}
