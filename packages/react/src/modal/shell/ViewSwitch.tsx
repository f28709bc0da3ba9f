import type { View } from '@openappkit/core'
import { useEffect } from 'react'
import { Spinner } from '../components/Spinner.tsx'
import { LoadedView } from '../loading/LoadedView.tsx'
import { laterViewModules, viewModule } from '../loading/viewModules.ts'
import { whenIdle } from '../loading/whenIdle.ts'
import { useChangedSinceMount } from './useChangedSinceMount.ts'

/**
 * The current view. The first one's code is here before the modal draws (AppKitModal waits for
 * it); the others are fetched once the open modal is idle, so moving on (All wallets, a wallet,
 * Networks, Activity, the feature views) finds them here too. A view whose code is still on its
 * way shows the spinner; one whose code could not be fetched says so, with a retry.
 */
export function ViewSwitch(props: { view: View }) {
  useEffect(() => whenIdle(() => Promise.all(laterViewModules().map((load) => load())).catch(() => {})), [])
  const moved = useChangedSinceMount(props.view)
  const load = viewModule(props.view)
  return (
    <LoadedView
      key={props.view}
      module={load}
      spinner={
        <div className="oak-center">
          <Spinner />
        </div>
      }
      // Keyed by the view, so the 150 ms view transition replays on each change; the view the
      // dialog opened on has none.
      wrap={(view) => (
        <div className="oak-view" key={props.view} data-view={props.view} data-enter={moved ? '' : undefined}>
          {view}
        </div>
      )}
    />
  )
}
