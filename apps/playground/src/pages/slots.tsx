import type { ReactNode } from 'react'

/**
 * Where a feature's own component goes once its issue lands it (issue 14's send and receive,
 * issue 16's sign-in): replace the slot's children with the component, nothing else changes.
 */
export function FeatureSlot(props: { feature: string; children?: ReactNode }) {
  return (
    <div className="card card--slot" data-slot={props.feature}>
      {props.children ?? (
        <p className="hint">
          The {props.feature} component mounts here when it lands (
          <code>data-slot=&quot;{props.feature}&quot;</code>).
        </p>
      )}
    </div>
  )
}
