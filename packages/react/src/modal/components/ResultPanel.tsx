import type { Ref } from 'react'
import { ExternalLink } from './ExternalLink.tsx'
import { Icon } from './Icon.tsx'

export type ResultAction = { label: string; accent?: boolean; onClick(): void }

/**
 * The outcome of a flow the wallet carried out (Send, Swap): what happened, in a heading that
 * takes the focus (a status on success, an alert on failure), a line of detail, the explorer link
 * when there is one (only an http(s) URL becomes a link, and only on success: a failure must not
 * point at an earlier transaction that went through), then the actions, the first one accented.
 */
export function ResultPanel(props: {
  outcome: 'success' | 'failure'
  testId: string
  headingRef: Ref<HTMLParagraphElement>
  title: string
  detail: string | undefined
  explorer?: { url: string | undefined; label: string } | undefined
  actions: readonly ResultAction[]
}) {
  const success = props.outcome === 'success'
  return (
    <div className="oak-center" data-testid={props.testId}>
      <Icon name={success ? 'check' : 'warning'} size={32} />
      <p ref={props.headingRef} tabIndex={-1} role={success ? 'status' : 'alert'} className="oak-heading">
        {props.title}
      </p>
      <p className={success ? 'oak-muted' : 'oak-error'}>{props.detail}</p>
      {success ? <ExternalLink url={props.explorer?.url}>{props.explorer?.label}</ExternalLink> : null}
      {props.actions.map((action, index) => (
        <button
          key={action.label}
          type="button"
          className="oak-button"
          {...(index === 0 ? { 'data-variant': 'accent' } : {})}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </div>
  )
}
