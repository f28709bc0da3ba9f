'use client'
import type { CaipNetwork, ChainNamespace, SiwxStatus, View } from '@openappkit/core'
import {
  formatTokenAmount,
  isUnknownNetwork,
  safeImageUrl,
  shortenAddress,
  siwxStateAtom,
} from '@openappkit/core/internal'
import { useEffect, useMemo, useState } from 'react'
import { useAccount } from '../hooks/useAccount.ts'
import { useAppKit } from '../hooks/useAppKit.ts'
import { useAppKitAtom } from '../hooks/useAppKitAtom.ts'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useAppKitState } from '../hooks/useAppKitState.ts'
import { useBalance } from '../hooks/useBalance.ts'
import { useIdentity } from '../hooks/useIdentity.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { useNetworkImageUrl } from '../hooks/useNetworkImageUrl.ts'
import { modalWarmUpProps, type PreloadProps } from '../shared/modalWarmUp.ts'
import { type ButtonLabels, buttonLabels } from './buttonLabels.ts'
import { type ConnectButtonState, connectButtonState } from './connectButtonState.ts'

export type ConnectButtonAccount = {
  address: string
  /** The name when the data service knows one, else the short address (first 4, last 6). */
  displayName: string
  name: string | undefined
  /** The name's avatar, made safe for an `src` (http(s) or `data:image`), else undefined. */
  avatar: string | undefined
  /** The native balance, cut to 3 decimals, as the `locale` writes it, with its symbol ("1.234 ETH", "1,234 ETH"); undefined until known. */
  displayBalance: string | undefined
  balance: { value: bigint; decimals: number; symbol: string; formatted: string } | undefined
}

export type ConnectButtonNetwork = {
  id: number | string
  caipNetworkId: string
  name: string
  namespace: ChainNamespace
  /** The network's image: its `assets.imageUrl` made safe for an `src`, else the directory's for its `assets.imageId`. */
  iconUrl: string | undefined
  /** A chain the app did not configure (core's Unknown Network). */
  unsupported: boolean
}

/** What `ConnectButton.Custom` hands its render function. */
export type ConnectButtonRenderProps = {
  /** The face to draw: `connect`, `connecting`, `wrongNetwork` or `connected`. */
  state: ConnectButtonState
  /** False on the server and the first client render; true once the page is hydrated. */
  mounted: boolean
  account: ConnectButtonAccount | undefined
  network: ConnectButtonNetwork | undefined
  /** Whether the modal is open. */
  modalOpen: boolean
  /** What the default button does for `state`: Connect, the connect view (while connecting), UnsupportedChain, Account. */
  open(): void
  openConnectModal(): void
  openAccountModal(): void
  openNetworkModal(): void
  /** Spread on your control: the modal's code is fetched on hover, focus and press (when the app renders `<AppKitModal>`). */
  preloadProps: PreloadProps
  /** The default button's words in the app's `locale`. */
  labels: ButtonLabels
  // RainbowKit's names, so its render functions move over unchanged.
  /** `network`, under RainbowKit's name. */
  chain: ConnectButtonNetwork | undefined
  /** `openNetworkModal`, under RainbowKit's name. */
  openChainModal(): void
  /**
   * Sign-in (the `siwx` option) as RainbowKit says it: `loading` while a session is checked or
   * signed, `authenticated` with a session, `unauthenticated` without; undefined without `siwx`.
   */
  authenticationStatus: AuthenticationStatus | undefined
}

export type AuthenticationStatus = 'loading' | 'unauthenticated' | 'authenticated'

const authenticationStatusOf: Record<SiwxStatus, AuthenticationStatus | undefined> = {
  disabled: undefined,
  disconnected: 'unauthenticated',
  checking: 'loading',
  signedOut: 'unauthenticated',
  signingIn: 'loading',
  signedIn: 'authenticated',
}

export type UseConnectButtonParameters = {
  /** The namespace whose account is shown; the active one by default. */
  namespace?: ChainNamespace | undefined
}

const viewFor: Record<ConnectButtonState, View | undefined> = {
  // Undefined: core's opening rule (Connect, or the connecting view while a connect waits).
  connect: undefined,
  connecting: undefined,
  wrongNetwork: 'UnsupportedChain',
  connected: 'Account',
}

function networkOf(
  network: CaipNetwork | undefined,
  iconUrl: string | undefined,
): ConnectButtonNetwork | undefined {
  if (!network) return undefined
  return {
    id: network.id,
    caipNetworkId: network.caipNetworkId,
    name: network.name,
    namespace: network.chainNamespace,
    iconUrl,
    unsupported: isUnknownNetwork(network),
  }
}

/** The button's face, network and actions, without the account's data (no request made). */
export function useButtonBase(namespace: ChainNamespace | undefined) {
  const appKit = useAppKitInstance('ConnectButton')
  const { address, status } = useAccount({ namespace })
  const { caipNetwork } = useNetwork({ namespace })
  const iconUrl = useNetworkImageUrl(caipNetwork)
  const { open: openModal } = useAppKit()
  const { open: modalOpen } = useAppKitState()
  const { status: siwxStatus } = useAppKitAtom(appKit, siwxStateAtom(appKit))
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const state = connectButtonState({
    status,
    address,
    network: caipNetwork,
    allowUnsupportedChain: appKit.options.allowUnsupportedChain,
  })
  const { locale } = appKit.options
  const preloadProps = useMemo(() => modalWarmUpProps(locale), [locale])
  const actions = useMemo(
    () => ({
      openConnectModal: () => openModal({ view: 'Connect', namespace }),
      openAccountModal: () => openModal({ view: 'Account', namespace }),
      openNetworkModal: () => openModal({ view: 'Networks', namespace }),
    }),
    [openModal, namespace],
  )
  const network = networkOf(caipNetwork, iconUrl)
  return {
    state,
    mounted,
    address: state === 'connected' || state === 'wrongNetwork' ? address : undefined,
    network,
    modalOpen,
    open: () => openModal({ view: viewFor[state], namespace }),
    ...actions,
    preloadProps,
    labels: buttonLabels[locale],
    chain: network,
    openChainModal: actions.openNetworkModal,
    authenticationStatus: authenticationStatusOf[siwxStatus],
  }
}

/** The account as the button shows it: name (else short address), avatar, balance. */
export function useButtonAccount(
  address: string | undefined,
  namespace: ChainNamespace | undefined,
): Omit<ConnectButtonAccount, 'displayBalance' | 'balance'> | undefined {
  const identity = useIdentity({ namespace, address })
  if (!address) return undefined
  const name = identity.data?.name ?? undefined
  return {
    address,
    displayName: name ?? shortenAddress(address),
    name,
    avatar: safeImageUrl(identity.data?.avatar),
  }
}

/** The native balance as the button shows it ("1.234 ETH"). */
export function useButtonBalance(address: string | undefined, namespace: ChainNamespace | undefined) {
  const appKit = useAppKitInstance('ConnectButton')
  const { data } = useBalance({ namespace, address })
  if (!address || !data) return { displayBalance: undefined, balance: undefined }
  const amount = buttonLabels[appKit.options.locale].amount(formatTokenAmount(data.formatted))
  return { displayBalance: `${amount} ${data.symbol}`, balance: data }
}

/** Everything a connect button draws and does, from the public hooks. */
export function useConnectButton(parameters: UseConnectButtonParameters = {}): ConnectButtonRenderProps {
  const { namespace } = parameters
  const { address, ...base } = useButtonBase(namespace)
  const account = useButtonAccount(address, namespace)
  const balance = useButtonBalance(address, namespace)
  return { ...base, account: account && { ...account, ...balance } }
}
