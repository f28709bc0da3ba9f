import { animationDurationsMs as durations, modalShakeMs } from '@openappkit/core/internal'
import { useId } from 'react'
import { useAppKit } from '../../hooks/useAppKit.ts'
import { useAppKitTheme } from '../../hooks/useAppKitTheme.ts'
import { useConnect } from '../../hooks/useConnect.ts'
import { useModalState } from '../../hooks/useModalState.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { themeProperties } from '../../shared/themeStyle.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { textDirection } from '../messages/textDirection.ts'
import { styles } from '../theme/styles.ts'
import { isPairingView, walletFromRouterData } from '../views/walletRoute.ts'
import { Dialog } from './Dialog.tsx'
import { Header } from './Header.tsx'
import { Toast } from './Toast.tsx'
import { ViewSwitch } from './ViewSwitch.tsx'

// The modal's durations, from core, for the stylesheet's animations.
const motion: Record<string, string> = {
  '--oak-dur-header': `${durations.headerText}ms`,
  '--oak-dur-height': `${durations.modalHeight}ms`,
  '--oak-dur-view': `${durations.viewTransition}ms`,
  '--oak-dur-shake': `${modalShakeMs}ms`,
}

/** The themed root inside the shadow root: the dialog while open (always, when embedded). */
export function ModalShell(props: { embedded: boolean }) {
  const messages = useMessages()
  const modal = useModalState()
  const theme = useAppKitTheme()
  const { goBack } = useRouter()
  const { close } = useAppKit()
  const { cancel } = useConnect()
  const titleId = useId()

  const shown = modal.open || props.embedded
  return (
    <div
      className="oak-root"
      lang={messages.locale}
      dir={textDirection(messages.locale)}
      data-theme={theme.themeMode}
      style={{ ...motion, ...themeProperties(theme.themeVariables) }}
      data-testid="openappkit-modal"
    >
      <style>{styles}</style>
      {shown ? (
        <Dialog
          labelId={titleId}
          embedded={props.embedded}
          shake={modal.shake}
          viewKey={modal.view}
          onClose={() => close()}
        >
          {(requestClose) => (
            <>
              <Header
                titleId={titleId}
                title={messages.views[modal.view]}
                canGoBack={modal.history.length > 1}
                onBack={() => {
                  // Back from a pairing walks away from its QR code: a phone approving it later
                  // must not become the account. An extension's popup stays on screen, so its
                  // connect is kept (choosing it again joins it), and so is any connect on Close
                  // (README, Decisions).
                  if (isPairingView(modal.view)) cancel(walletFromRouterData(modal.data))
                  goBack()
                }}
                onClose={requestClose}
              />
              <div className="oak-body">
                <ViewSwitch view={modal.view} />
              </div>
              <Toast />
            </>
          )}
        </Dialog>
      ) : null}
    </div>
  )
}
