'use client'
import type { ChainNamespace } from '@openappkit/core'
import type { CSSProperties, ReactNode } from 'react'
import { useAppKitTheme } from '../hooks/useAppKitTheme.ts'
import { AccountAvatar } from '../shared/AccountAvatar.tsx'
import { buttonStyle } from './buttonStyle.ts'
import {
  type ConnectButtonRenderProps,
  useButtonAccount,
  useButtonBalance,
  useButtonBase,
  useConnectButton,
} from './useConnectButton.ts'

export type ConnectButtonProps = {
  /** The words of the disconnected button; "Connect wallet" (in the app's `locale`) by default. */
  label?: string | undefined
  /** The native balance beside the account; default true. Off, no balance is requested. */
  showBalance?: boolean | undefined
  /** The account's avatar (its name's, else colours from the address); default true. */
  showAvatar?: boolean | undefined
  /** The namespace whose account is shown; the active one by default. */
  namespace?: ChainNamespace | undefined
  className?: string | undefined
  /** On top of the default look (see the README for the custom properties it reads). */
  style?: CSSProperties | undefined
}

/**
 * The default face: "Connect wallet", then "Connecting…", then the account (avatar,
 * name or short address, balance), or "Wrong network" on a chain the app did not configure. Each
 * face opens the modal where it makes sense (Connect, Account, UnsupportedChain), and fetches the
 * modal's code on hover, focus and press. Render `<AppKitModal>` once beside it.
 */
function ConnectButtonBase(props: ConnectButtonProps) {
  const button = useButtonBase(props.namespace)
  const { themeVariables } = useAppKitTheme()
  const { state, labels, address } = button
  const content: ReactNode =
    state === 'connect'
      ? (props.label ?? labels.connect)
      : state === 'connecting'
        ? labels.connecting
        : state === 'wrongNetwork'
          ? labels.wrongNetwork
          : address && <AccountFace {...props} address={address} />
  return (
    <button
      type="button"
      {...button.preloadProps}
      onClick={button.open}
      aria-haspopup="dialog"
      aria-busy={state === 'connecting' || undefined}
      title={state === 'connected' ? address : undefined}
      data-openappkit-button="connect"
      data-state={state}
      className={props.className}
      style={{ ...buttonStyle(themeVariables), ...props.style }}
    >
      {content}
    </button>
  )
}

// Components of their own, so an app that hides the balance or the avatar makes no request for it.
function AccountFace(props: ConnectButtonProps & { address: string }) {
  const account = useButtonAccount(props.address, props.namespace)
  if (!account) return null
  return (
    <>
      {props.showAvatar !== false && <AccountAvatar address={account.address} avatar={account.avatar} />}
      <span>{account.displayName}</span>
      {props.showBalance !== false && <Balance address={props.address} namespace={props.namespace} />}
    </>
  )
}

function Balance(props: { address: string; namespace: ChainNamespace | undefined }) {
  const { displayBalance } = useButtonBalance(props.address, props.namespace)
  // The space is text, so the button's accessible name reads "name balance", not "namebalance".
  return displayBalance ? (
    <>
      {' '}
      <span style={{ opacity: 0.8, fontWeight: 400 }}>{displayBalance}</span>
    </>
  ) : null
}

export type ConnectButtonCustomProps = {
  /** The namespace whose account is handed over; the active one by default. */
  namespace?: ChainNamespace | undefined
  children: (props: ConnectButtonRenderProps) => ReactNode
}

/**
 * The button's state and actions for an app that draws its own, in the manner of RainbowKit's
 * `ConnectButton.Custom`: `state`, `account`, `network`, `open…Modal()`, `preloadProps`.
 */
function ConnectButtonCustom(props: ConnectButtonCustomProps) {
  return props.children(useConnectButton({ namespace: props.namespace }))
}

/**
 * A ready-made connect button, and `ConnectButton.Custom` for an app that draws its own. A call
 * marked pure, not an assignment to `.Custom`: the package declares no side effects.
 */
export const ConnectButton = /* @__PURE__ */ Object.assign(ConnectButtonBase, { Custom: ConnectButtonCustom })
