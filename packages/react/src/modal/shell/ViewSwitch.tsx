import type { View } from '@openappkit/core'
import { Suspense, useEffect } from 'react'
import { Spinner } from '../components/Spinner.tsx'
import { LazyView } from '../loading/LazyView.tsx'
import { laterViewModules, viewModule } from '../loading/viewModules.ts'
import { whenIdle } from '../loading/whenIdle.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { ViewBoundary } from './ViewBoundary.tsx'

/**
 * The current view. The first one's code is here before the modal draws (AppKitModal waits for
 * it); the others are fetched once the open modal is idle, so moving on (All wallets, a wallet,
 * Networks, Activity, the feature views) finds them here too. A view whose code is still on its
 * way shows the spinner; one whose code could not be fetched says so, with a retry.
 */
export function ViewSwitch(props: { view: View }) {
  useEffect(() => whenIdle(() => Promise.all(laterViewModules().map((load) => load())).catch(() => {})), [])
  const messages = useMessages()
  const load = viewModule(props.view)
  return (
    <ViewBoundary
      key={props.view}
      message={messages.placeholders.loadFailed}
      retryLabel={messages.placeholders.retry}
      retry={() => {
        load().catch(() => {})
      }}
    >
      <Suspense
        fallback={
          <div className="oak-center">
            <Spinner />
          </div>
        }
      >
        {/* Keyed by the view, so the 150 ms view transition replays on each change. */}
        <div className="oak-view" key={props.view} data-view={props.view}>
          <LazyView module={load} />
        </div>
      </Suspense>
    </ViewBoundary>
  )
}
