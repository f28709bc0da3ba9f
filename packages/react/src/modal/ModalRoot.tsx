import { useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAppKitOptions } from '../hooks/useAppKitOptions.ts'
import { createModalHost } from './host/modalHost.ts'
import { en, type Messages } from './messages/en.ts'
import { MessagesContext } from './messages/MessagesContext.ts'
import { ModalShell } from './shell/ModalShell.tsx'

/**
 * Creates the host element (appended to body, or placed where <AppKitModal> is when appending is
 * disabled or the modal is embedded) and portals the modal into its shadow root.
 */
export function ModalRoot(props: { messages?: Messages | undefined }) {
  const { disableAppend, enableEmbedded } = useAppKitOptions()
  const inline = disableAppend || enableEmbedded
  const [host, setHost] = useState<HTMLElement>()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  useLayoutEffect(() => {
    if (inline && !anchor) return
    const element = createModalHost()
    ;(inline && anchor ? anchor : document.body).appendChild(element)
    setHost(element)
    return () => element.remove()
  }, [inline, anchor])

  const shadow = host?.shadowRoot
  return (
    <>
      {inline ? <div ref={setAnchor} data-openappkit-modal-anchor="" /> : null}
      {shadow
        ? createPortal(
            <MessagesContext.Provider value={props.messages ?? en}>
              <ModalShell embedded={enableEmbedded} />
            </MessagesContext.Provider>,
            shadow,
          )
        : null}
    </>
  )
}
