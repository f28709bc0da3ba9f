import { animationDurationsMs } from '@openappkit/core/internal'
import { useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAppKitTheme } from '../../hooks/useAppKitTheme.ts'
import { themeProperties } from '../../shared/themeStyle.ts'
import { createModalHost } from '../host/modalHost.ts'
import { en, type Messages } from '../messages/en.ts'
import { MessagesContext } from '../messages/MessagesContext.ts'
import { textDirection } from '../messages/textDirection.ts'
import { Toast } from '../shell/Toast.tsx'
import { styles } from '../theme/styles.ts'

/** The tag of the element a toast renders into while the modal is closed. */
export const toastTagName = 'openappkit-toast'

/**
 * Core's toast while the modal's dialog is not on screen (an alert at load, a failed switch from
 * the app's own button): its own shadow-rooted element at the top of the page, themed as the
 * modal.
 */
export function ToastHost(props: { messages?: Messages | undefined }) {
  const theme = useAppKitTheme()
  const [host, setHost] = useState<HTMLElement>()

  useLayoutEffect(() => {
    const element = createModalHost(toastTagName)
    document.body.appendChild(element)
    setHost(element)
    return () => element.remove()
  }, [])

  const shadow = host?.shadowRoot
  if (!shadow) return null
  const themed = themeProperties(theme.themeVariables)
  const messages = props.messages ?? en
  return createPortal(
    <MessagesContext.Provider value={messages}>
      <div
        className="oak-root"
        lang={messages.locale}
        dir={textDirection(messages.locale)}
        data-theme={theme.themeMode}
        data-testid="openappkit-toast-host"
        style={
          {
            ...themed,
            '--oak-dur-view': `${animationDurationsMs.viewTransition}ms`,
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            zIndex: 'var(--oak-z-index, 999)',
          } as React.CSSProperties
        }
      >
        <style>{styles}</style>
        <Toast />
      </div>
    </MessagesContext.Provider>,
    shadow,
  )
}
