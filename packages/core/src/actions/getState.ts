import type { AppKit } from '../appKit'
import type { CaipNetwork, ChainNamespace } from '../networks/types'
import type {
  ConnectionStatus,
  ModalState,
  SendState,
  SwapState,
  ThemeState,
  ToastState,
} from '../state/types'
import { watchAtom } from './watchers'

// wagmi-style readers and watchers over the instance's atoms. Each watcher fires only when its
// own slice changes and returns an unsubscribe.

export type GetNetworkReturnType = {
  caipNetwork: CaipNetwork | undefined
  namespace: ChainNamespace | undefined
}

export function getNetwork(appKit: AppKit): GetNetworkReturnType {
  return {
    caipNetwork: appKit.store.get(appKit.atoms.activeCaipNetwork),
    namespace: appKit.store.get(appKit.atoms.activeNamespace),
  }
}

export function watchNetwork(
  appKit: AppKit,
  onChange: (network: GetNetworkReturnType, previous: GetNetworkReturnType) => void,
): () => void {
  let previous = getNetwork(appKit)
  const check = () => {
    const next = getNetwork(appKit)
    if (next.caipNetwork === previous.caipNetwork && next.namespace === previous.namespace) return
    const before = previous
    previous = next
    onChange(next, before)
  }
  const a = appKit.store.sub(appKit.atoms.activeCaipNetwork, check)
  const b = appKit.store.sub(appKit.atoms.activeNamespace, check)
  return () => {
    a()
    b()
  }
}

export function getConnectionStatus(appKit: AppKit, namespace: ChainNamespace): ConnectionStatus {
  return appKit.store.get(appKit.atoms.accountField(namespace, 'status'))
}

export function watchConnectionStatus(
  appKit: AppKit,
  namespace: ChainNamespace,
  onChange: (status: ConnectionStatus, previous: ConnectionStatus) => void,
): () => void {
  return watchAtom(appKit, appKit.atoms.accountField(namespace, 'status'), onChange)
}

export function getModalState(appKit: AppKit): ModalState {
  return appKit.store.get(appKit.atoms.modal)
}

export function watchModalState(appKit: AppKit, onChange: (state: ModalState, previous: ModalState) => void) {
  return watchAtom(appKit, appKit.atoms.modal, onChange)
}

export function getSendState(appKit: AppKit): SendState {
  return appKit.store.get(appKit.atoms.send)
}

export function watchSendState(appKit: AppKit, onChange: (state: SendState, previous: SendState) => void) {
  return watchAtom(appKit, appKit.atoms.send, onChange)
}

export function getSwapState(appKit: AppKit): SwapState {
  return appKit.store.get(appKit.atoms.swap)
}

export function watchSwapState(appKit: AppKit, onChange: (state: SwapState, previous: SwapState) => void) {
  return watchAtom(appKit, appKit.atoms.swap, onChange)
}

export function getToast(appKit: AppKit): ToastState {
  return appKit.store.get(appKit.atoms.toast)
}

export function watchToast(appKit: AppKit, onChange: (state: ToastState, previous: ToastState) => void) {
  return watchAtom(appKit, appKit.atoms.toast, onChange)
}

export function getTheme(appKit: AppKit): ThemeState {
  return appKit.store.get(appKit.atoms.theme)
}

export function watchTheme(appKit: AppKit, onChange: (state: ThemeState, previous: ThemeState) => void) {
  return watchAtom(appKit, appKit.atoms.theme, onChange)
}
