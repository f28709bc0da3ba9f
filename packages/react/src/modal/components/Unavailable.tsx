import type { ReactNode } from 'react'
import { Icon } from './Icon.tsx'

/** A flow that cannot run here (no swaps on this network, no buying in this region): why, and nothing to do. */
export function Unavailable(props: { testId: string; children: ReactNode }) {
  return (
    <div className="oak-center" data-testid={props.testId}>
      <Icon name="warning" size={32} />
      <p className="oak-error" role="alert">
        {props.children}
      </p>
    </div>
  )
}
