import type { LazyModule } from '@openappkit/core/internal'
import type { ComponentType } from 'react'

/** A view's code, loaded on use (`lazyModule`). */
export type ViewModule = LazyModule<{ default: ComponentType }>

/**
 * Draws the view of `module`, like `React.lazy` except that it draws in the first render once the
 * code is here: `React.lazy` suspends once even for preloaded code, and a shown Suspense fallback
 * makes React hold the content back for up to 300 ms. While the code comes it suspends; a failed
 * fetch goes to the nearest error boundary, and the next call of `module` fetches again.
 */
export function LazyView(props: { module: ViewModule }) {
  const View = props.module.current?.default
  if (View) return <View />
  if (props.module.failure) throw props.module.failure
  throw props.module()
}
