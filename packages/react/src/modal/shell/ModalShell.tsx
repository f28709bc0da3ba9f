import { useEffect, useId, useMemo, useState } from 'react'
import { useAppKitTheme } from '../../exports/index'
import { useModalNavigation } from '../hooks/useModalNavigation'
import { useModalState } from '../hooks/useModalState'
import { useMessages } from '../messages/MessagesContext'
import { styles } from '../theme/styles'
import { themeProperties } from '../theme/themeStyle'
import { Dialog } from './Dialog'
import { Header } from './Header'
import { type LocalView, ShellContext } from './ShellContext'
import { Toast } from './Toast'
import { ViewSwitch } from './ViewSwitch'

/** The themed root inside the shadow root: the dialog while open (always, when embedded). */
export function ModalShell(props: { embedded: boolean }) {
  const messages = useMessages()
  const modal = useModalState()
  const theme = useAppKitTheme()
  const navigation = useModalNavigation()
  const titleId = useId()
  const [localView, setLocalView] = useState<LocalView>()

  // A change of core's view (or a close) leaves a shell-local view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when core's view changes
  useEffect(() => setLocalView(undefined), [modal.view, modal.open])

  const shell = useMemo(
    () => ({
      localView,
      openLocalView: (view: LocalView) => setLocalView(view),
      closeLocalView: () => setLocalView(undefined),
    }),
    [localView],
  )

  const shown = modal.open || props.embedded
  const view = localView ?? modal.view
  return (
    <div
      className="oak-root"
      data-theme={theme.themeMode}
      style={themeProperties(theme.themeVariables)}
      data-testid="openappkit-modal"
    >
      <style>{styles}</style>
      {shown ? (
        <ShellContext.Provider value={shell}>
          <Dialog
            labelId={titleId}
            embedded={props.embedded}
            shake={modal.shake}
            viewKey={view}
            onClose={navigation.close}
          >
            {(requestClose) => (
              <>
                <Header
                  titleId={titleId}
                  title={messages.views[view]}
                  canGoBack={localView !== undefined || modal.history.length > 1}
                  onBack={localView ? shell.closeLocalView : navigation.goBack}
                  onClose={requestClose}
                />
                <div className="oak-body">
                  <ViewSwitch view={view} />
                </div>
                <Toast />
              </>
            )}
          </Dialog>
        </ShellContext.Provider>
      ) : null}
    </div>
  )
}
