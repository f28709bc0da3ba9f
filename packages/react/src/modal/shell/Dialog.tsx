import {
  type AnimationEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useMessages } from '../messages/MessagesContext.ts'
import { activeElementOf, focusableElements } from './focusable.ts'

export type DialogProps = {
  labelId: string
  embedded: boolean
  /** Core asked for a shake (500 ms). */
  shake: boolean
  /** The view shown, so focus can be put back inside when a view change removes the focused control. */
  viewKey: string
  /** Asks core to close; false when its rules block closing. */
  onClose(): boolean
  /** Gets the dialog's close request, so a close button shakes on refusal like Escape does. */
  children: (requestClose: () => void) => ReactNode
}

/**
 * The accessible dialog: focus moves in on open and back to where it was on close, Tab stays
 * inside, Escape and the backdrop ask core to close, and a refused close shakes the card and
 * says why. Embedded, it is a labelled region in the page's flow instead.
 */
export function Dialog(props: DialogProps) {
  const messages = useMessages()
  const cardRef = useRef<HTMLDivElement>(null)
  const innerRef = useRef<HTMLDivElement>(null)
  const [refusals, setRefusals] = useState(0)
  const [shaking, setShaking] = useState(false)
  const { embedded, viewKey } = props

  useLayoutEffect(() => {
    if (embedded) return
    const previous = document.activeElement
    cardRef.current?.focus()
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [embedded])

  // A view change can remove the focused control; focus must not fall out of the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the view changes
  useEffect(() => {
    const card = cardRef.current
    if (embedded || !card) return
    const active = activeElementOf(card)
    if (!active || !card.contains(active)) card.focus()
  }, [embedded, viewKey])

  // So can a view that is still loading (its spinner replaces the control) or a list that
  // redraws: whenever the focused control leaves the page, focus goes back to the card, not to
  // <body>, where Escape and Tab would no longer reach the dialog.
  useEffect(() => {
    const card = cardRef.current
    if (embedded || !card || typeof MutationObserver === 'undefined') return
    const observer = new MutationObserver(() => {
      const pageFocus = document.activeElement
      if (pageFocus === null || pageFocus === document.body) card.focus()
    })
    observer.observe(card, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [embedded])

  // The card's height follows its content, so the 150 ms height transition has values to move between.
  useLayoutEffect(() => {
    const card = cardRef.current
    const inner = innerRef.current
    if (!card || !inner || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      card.style.height = `${inner.offsetHeight + 2}px`
    })
    observer.observe(inner)
    return () => observer.disconnect()
  }, [])

  const requestClose = () => {
    if (props.onClose()) return
    setRefusals((n) => n + 1)
    setShaking(true)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      requestClose()
      return
    }
    if (event.key !== 'Tab' || embedded) return
    const card = cardRef.current
    if (!card) return
    const items = focusableElements(card)
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) {
      event.preventDefault()
      card.focus()
      return
    }
    const active = activeElementOf(card)
    if (event.shiftKey && (active === first || active === card || !card.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !card.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  const common = {
    ref: cardRef,
    className: 'oak-card',
    'aria-labelledby': props.labelId,
    tabIndex: -1,
    'data-shake': props.shake || shaking ? 'true' : 'false',
    onKeyDown,
    onAnimationEnd: (event: AnimationEvent<HTMLDivElement>) => {
      if (event.animationName === 'oak-shake') setShaking(false)
    },
  }
  const content = (
    <>
      <div ref={innerRef} style={{ display: 'flex', flexDirection: 'column', maxHeight: 'inherit' }}>
        {props.children(requestClose)}
      </div>
      <p className="oak-sr-only" role="status" aria-live="assertive">
        {refusals > 0 ? <span key={refusals}>{messages.approve.closeBlocked}</span> : null}
      </p>
    </>
  )

  if (embedded)
    return (
      <div className="oak-embedded">
        <section {...common}>{content}</section>
      </div>
    )
  return (
    // The backdrop is a mouse convenience; keyboard users close with Escape or the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="oak-overlay"
      data-testid="openappkit-modal-backdrop"
      onMouseDown={(event) => {
        // The second press of a double click is no request to leave: a double click on a button
        // whose view then shrinks the card (Swap's working state) lands it on the backdrop.
        if (event.target === event.currentTarget && event.detail < 2) requestClose()
      }}
    >
      <div role="dialog" aria-modal="true" {...common}>
        {content}
      </div>
    </div>
  )
}
