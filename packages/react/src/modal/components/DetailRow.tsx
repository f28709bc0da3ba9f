import type { ComponentProps } from 'react'

/** A line of a summary list (`<dl>`): the muted term beside its value (the rest of the props). */
export function DetailRow(props: ComponentProps<'dd'> & { term: string; testId?: string }) {
  const { term, testId, ...value } = props
  return (
    <div className="oak-row">
      <dt className="oak-muted">{term}</dt>
      <dd data-testid={testId} {...value} />
    </div>
  )
}
