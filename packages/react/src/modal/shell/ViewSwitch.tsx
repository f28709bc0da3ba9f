import { Suspense, useEffect } from 'react'
import type { View } from '../../exports/index'
import { Spinner } from '../components/Spinner'
import { otherChunks, viewChunk } from '../loading/modalChunks'
import { whenIdle } from '../loading/whenIdle'

/**
 * The current view. The first one's code is here before the modal draws (AppKitModal waits for
 * it); the others are fetched once the open modal is idle, so moving on (All wallets, a wallet,
 * Networks, Activity, the feature views) finds them here too. A view whose code is still on its
 * way shows the spinner.
 */
export function ViewSwitch(props: { view: View }) {
  useEffect(() => whenIdle(() => Promise.all(otherChunks().map((c) => c.load())).catch(() => {})), [])
  const { Component } = viewChunk(props.view)
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
        <Component />
      </div>
    </Suspense>
  )
}
