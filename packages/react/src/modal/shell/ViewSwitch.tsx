import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import type { View } from '../../exports/index'
import { Spinner } from '../components/Spinner'

type LazyView = LazyExoticComponent<ComponentType>

// One chunk per view, fetched when the view is first shown: opening the modal on Connect
// downloads neither the account view nor the QR encoder.
const views: Partial<Record<View, LazyView>> = {
  Connect: lazy(() => import('../views/ConnectView')),
  AllWallets: lazy(() => import('../views/AllWalletsView')),
  ConnectingExternal: lazy(() => import('../views/ConnectingExternalView')),
  ConnectingWalletConnect: lazy(() => import('../views/ConnectingWalletConnectView')),
  ConnectingWalletConnectBasic: lazy(() => import('../views/ConnectingWalletConnectView')),
  Account: lazy(() => import('../views/AccountView')),
  Networks: lazy(() => import('../views/NetworksView')),
  UnsupportedChain: lazy(() => import('../views/UnsupportedChainView')),
  ApproveTransaction: lazy(() => import('../views/ApproveTransactionView')),
}
const Unavailable = lazy(() => import('../views/UnavailableView'))

export function ViewSwitch(props: { view: View }) {
  const View = views[props.view] ?? Unavailable
  return (
    <Suspense
      fallback={
        <div className="oak-center">
          <Spinner />
        </div>
      }
    >
      {/* Keyed by the view, so the 150 ms view transition replays on each change. */}
      <div className="oak-view" key={props.view} data-view={props.view}>
        <View />
      </div>
    </Suspense>
  )
}
