import { Component, type ReactNode } from 'react'

export type ViewBoundaryProps = {
  /** Fetches the view's code again. */
  retry(): void
  message: string
  retryLabel: string
  children: ReactNode
}

/**
 * A view whose code could not be fetched (offline, a deploy replaced the chunk) says so inside
 * the dialog, with a retry, instead of the error unmounting the host app's whole tree.
 */
export class ViewBoundary extends Component<ViewBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="oak-center">
        <p className="oak-muted" role="alert">
          {this.props.message}
        </p>
        <button
          type="button"
          className="oak-button"
          onClick={() => {
            this.props.retry()
            this.setState({ failed: false })
          }}
        >
          {this.props.retryLabel}
        </button>
      </div>
    )
  }
}
