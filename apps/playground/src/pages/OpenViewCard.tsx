import type { View } from '@openappkit/core'
import { useAccount, useAppKit } from '@openappkit/react'

/** A card that opens one of the modal's views for the connected account. */
export function OpenViewCard(props: { view: View; label: string }) {
  const { open } = useAppKit()
  const { isConnected } = useAccount()
  return (
    <div className="card">
      <h3>In the modal</h3>
      <button
        type="button"
        className="button"
        disabled={!isConnected}
        onClick={() => open({ view: props.view })}
      >
        {props.label}
      </button>
      {isConnected ? null : <p className="hint">Connect a wallet first.</p>}
    </div>
  )
}
