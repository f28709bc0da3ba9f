'use client'
import type { ChainNamespace } from '@openappkit/core'
import type { CSSProperties } from 'react'
import { useAppKitTheme } from '../hooks/useAppKitTheme.ts'
import { buttonStyle } from './buttonStyle.ts'
import { useButtonBase } from './useConnectButton.ts'

export type NetworkButtonProps = {
  /** The namespace whose network is shown; the active one by default. */
  namespace?: ChainNamespace | undefined
  className?: string | undefined
  style?: CSSProperties | undefined
}

/**
 * The active network (its icon and name) as a button that opens the modal's Networks view, or
 * "Wrong network" (opening UnsupportedChain) when the wallet is on a chain the app did not
 * configure. Works before connecting too: the network the app will ask for.
 */
export function NetworkButton(props: NetworkButtonProps) {
  const button = useButtonBase(props.namespace)
  const { themeVariables } = useAppKitTheme()
  const { network, labels } = button
  const wrong = button.state === 'wrongNetwork'
  const name = network?.name ?? labels.noNetwork
  return (
    <button
      type="button"
      {...button.preloadProps}
      onClick={wrong ? button.open : button.openNetworkModal}
      aria-haspopup="dialog"
      aria-label={wrong ? undefined : labels.network(name)}
      data-openappkit-button="network"
      data-state={wrong ? 'wrongNetwork' : 'network'}
      className={props.className}
      style={{ ...buttonStyle(themeVariables), ...props.style }}
    >
      {!wrong && network?.iconUrl && (
        <img
          src={network.iconUrl}
          alt=""
          aria-hidden="true"
          width={20}
          height={20}
          style={{ borderRadius: '50%' }}
        />
      )}
      {wrong ? labels.wrongNetwork : name}
    </button>
  )
}
