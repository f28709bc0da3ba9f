import { useEffect } from 'react'
import { useToast } from '../../hooks/useToast.ts'
import { useMessages } from '../messages/MessagesContext.ts'

// How long a self-closing toast stays; core decides what is shown and swaps toasts 150 ms apart.
const autoCloseMs = 3000

/** The one toast core holds, if open: an error is announced at once, others politely. */
export function Toast() {
  const messages = useMessages()
  const { toast, close } = useToast()
  const { open, autoClose, message } = toast

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the timer
  useEffect(() => {
    if (!open || !autoClose) return
    const timer = setTimeout(close, autoCloseMs)
    return () => clearTimeout(timer)
  }, [open, autoClose, close, message])

  const isError = toast.variant === 'error'
  return (
    <div role={isError ? 'alert' : 'status'}>
      {open ? (
        <div className="oak-toast" data-variant={toast.variant} data-testid="openappkit-toast" key={message}>
          {toast.variant === 'loading' ? <span className="oak-spinner" aria-hidden="true" /> : null}
          <span>{message}</span>
          <button type="button" aria-label={messages.toast.dismiss} onClick={close}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  )
}
