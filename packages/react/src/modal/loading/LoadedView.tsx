import type { ReactNode } from 'react'
import { Suspense } from 'react'
import { useMessages } from '../messages/MessagesContext.ts'
import { ViewBoundary } from '../shell/ViewBoundary.tsx'
import { LazyView, type ViewModule } from './LazyView.tsx'

/**
 * `module`'s view: `spinner` while its code comes; when the code could not be fetched (offline, a
 * deploy replaced the chunk), the failure in its place with a retry that fetches it again.
 * `wrap` puts the view in an element of the caller's.
 */
export function LoadedView(props: {
  module: ViewModule
  spinner: ReactNode
  wrap?: ((view: ReactNode) => ReactNode) | undefined
}) {
  const messages = useMessages()
  const view = <LazyView module={props.module} />
  return (
    <ViewBoundary
      message={messages.placeholders.loadFailed}
      retryLabel={messages.placeholders.retry}
      retry={() => {
        props.module().catch(() => {})
      }}
    >
      <Suspense fallback={props.spinner}>{props.wrap ? props.wrap(view) : view}</Suspense>
    </ViewBoundary>
  )
}
