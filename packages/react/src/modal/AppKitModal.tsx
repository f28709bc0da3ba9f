'use client'
import type { Locale } from '@openappkit/core'
import { useEffect, useState } from 'react'
import { useAppKit } from '../hooks/useAppKit.ts'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useAppKitOptions } from '../hooks/useAppKitOptions.ts'
import { useAppKitState } from '../hooks/useAppKitState.ts'
import { useToast } from '../hooks/useToast.ts'
import { registerModalWarmUp } from '../shared/modalWarmUp.ts'
import { modalRootModule, toastHostModule } from './loading/modalRoot.ts'
import { isModalLoaded, preloadModal } from './loading/preloadModal.ts'
import { whenIdle } from './loading/whenIdle.ts'
import type { Messages } from './messages/en.ts'
import { loadedMessages, loadMessages } from './messages/loadMessages.ts'

// The views the modal opens on and `locale`'s strings. A failed preload costs nothing: opening
// fetches again and reports a failure then.
const warm = (locale: Locale) => {
  Promise.all([preloadModal(), loadMessages(locale)]).catch(() => {})
}

export type AppKitModalProps = {
  /** Strings of the app's own; else those of the `locale` option (English by default). */
  messages?: Messages | undefined
}

/**
 * The bundled modal. Render it once inside `<AppKitProvider>`; it draws nothing until opened.
 * It appends one custom element to `body` and renders into its shadow root, unless the app set
 * `disableAppend` or `enableEmbedded`, in which case it renders where it is placed.
 *
 * Its views load on use: once the page is idle (or earlier, through `preloadModal`,
 * `preloadModalProps` or our buttons' hover), else on open. Opening draws the dialog and its view
 * together, when the view is here: never a loading state first.
 */
export function AppKitModal(props: AppKitModalProps) {
  const appKit = useAppKitInstance('AppKitModal')
  const { open } = useAppKitState()
  const { enableEmbedded } = useAppKitOptions()
  const { close } = useAppKit()
  const [hydrated, setHydrated] = useState(false)
  const [shown, setShown] = useState(false)
  const [, setArrivals] = useState(0)
  const wanted = open || enableEmbedded
  // The view core opened on; read when `open` changes, which is after core set it.
  const view = appKit.store.get(appKit.atoms.modal).view
  // Nothing before hydration, so the server's markup and the first client render agree.
  const locale = appKit.options.locale
  const strings = loadedMessages(locale)
  const ready = shown || (hydrated && wanted && isModalLoaded(view) && strings.ready)
  if (ready && !shown) setShown(true)

  useEffect(() => setHydrated(true), [])
  useEffect(() => registerModalWarmUp(warm), [])
  useEffect(() => whenIdle(() => warm(locale)), [locale])
  useEffect(() => {
    if (!hydrated || !wanted || ready) return
    let current = true
    Promise.all([preloadModal(view), loadMessages(locale)]).then(
      () => {
        if (current) setArrivals((n) => n + 1)
      },
      (error: unknown) => {
        // No dialog to show it in: say it in the console, and let the next open try again.
        console.error('OpenAppKit: the modal could not be loaded', error)
        if (current && !enableEmbedded) close()
      },
    )
    return () => {
      current = false
    }
  }, [hydrated, wanted, ready, view, enableEmbedded, close, locale])

  // A toast raised while the dialog is not on screen (an alert at load, a failed switch from the
  // app's own button) gets a host of its own; the dialog shows its toasts itself.
  const { toast } = useToast()
  const messages = props.messages ?? strings.messages
  const wantsToastHost =
    hydrated && toast.open && !(ready && wanted) && (props.messages !== undefined || strings.ready)
  const ToastHost = toastHostModule.current?.ToastHost
  useEffect(() => {
    if (!wantsToastHost || toastHostModule.current) return
    toastHostModule().then(
      () => setArrivals((n) => n + 1),
      (error: unknown) => console.error('OpenAppKit: the toast could not be loaded', error),
    )
  }, [wantsToastHost])
  const toastOutside = wantsToastHost && ToastHost ? <ToastHost messages={messages} /> : null

  const ModalRoot = modalRootModule.current?.ModalRoot
  if (!ready || !ModalRoot) return toastOutside
  return (
    <>
      <ModalRoot messages={messages} />
      {toastOutside}
    </>
  )
}
