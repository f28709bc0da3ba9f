import { Spinner } from './Spinner.tsx'

/**
 * A list that could not be loaded: what failed and a button to try again. The button stays
 * focusable while the retry runs (`aria-disabled`, not `disabled`, which would drop the focus).
 */
export function LoadFailed(props: {
  message: string
  retryLabel: string
  retrying: boolean
  onRetry(): void
}) {
  return (
    <div className="oak-center">
      <p className="oak-muted">{props.message}</p>
      <button
        type="button"
        className="oak-button"
        aria-disabled={props.retrying || undefined}
        onClick={() => {
          if (!props.retrying) props.onRetry()
        }}
      >
        {props.retryLabel}
        {props.retrying ? <Spinner /> : null}
      </button>
    </div>
  )
}
