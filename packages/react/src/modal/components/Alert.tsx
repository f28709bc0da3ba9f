import type { ReactNode } from 'react'

/** A refusal or failure, announced at once (`role="alert"`); nothing while there is none to say. */
export function Alert(props: { children: ReactNode; id?: string | undefined; testId?: string }) {
  if (!props.children) return null
  return (
    <p className="oak-error" role="alert" id={props.id} data-testid={props.testId}>
      {props.children}
    </p>
  )
}
