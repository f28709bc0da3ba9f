'use client'
import { lazy, Suspense, useState } from 'react'
import { useAppKitOptions, useAppKitState } from '../exports/index'
import type { Messages } from './messages/en'

// Everything but this component loads on first open (or preloadModal), so an app that never
// opens the modal downloads none of its views, styles or strings.
const loadModalRoot = () => import('./ModalRoot')
const ModalRoot = lazy(loadModalRoot)

/** Fetches the modal's code ahead of the first open, e.g. when the pointer nears a connect button. */
export function preloadModal(): Promise<unknown> {
  return loadModalRoot()
}

export type AppKitModalProps = {
  /** The strings of another locale; English when absent. */
  messages?: Messages | undefined
}

/**
 * The bundled modal. Render it once inside `<AppKitProvider>`; it draws nothing until opened.
 * It appends one custom element to `body` and renders into its shadow root, unless the app set
 * `disableAppend` or `enableEmbedded`, in which case it renders where it is placed.
 */
export function AppKitModal(props: AppKitModalProps) {
  const { open } = useAppKitState()
  const { enableEmbedded } = useAppKitOptions()
  const [needed, setNeeded] = useState(false)
  if ((open || enableEmbedded) && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ModalRoot messages={props.messages} />
    </Suspense>
  )
}
