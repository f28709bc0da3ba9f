import { useMemo } from 'react'
import { type UseAppKitOpenParameters, useAppKit, useAppKitInstance } from '../../exports/index'

type View = NonNullable<UseAppKitOpenParameters['view']>
export type ModalView = View
export type ModalRouterData = Readonly<Record<string, unknown>>

/**
 * STOPGAP for core's pushView / replaceView / resetView / goBack, which no public hook exposes
 * yet. The stack rules are SPEC §2's as core writes them (push skips the current view; going
 * back closes on the last entry or with UnsupportedChain in the history); closing itself goes
 * through the public `close`, so core's closing rules apply. Remove when the hook lands.
 */
export function useModalNavigation() {
  const appKit = useAppKitInstance('AppKitModal')
  const { close } = useAppKit()
  return useMemo(() => {
    const history = () => appKit.store.get(appKit.atoms.router).history
    const set = (next: readonly View[], data?: ModalRouterData) =>
      appKit.store.set(appKit.atoms.router, (current) => ({ history: next, data: data ?? current.data }))
    return {
      push(view: View, data?: ModalRouterData) {
        const current = history()
        set(current.at(-1) === view ? current : [...current, view], data)
      },
      replace(view: View, data?: ModalRouterData) {
        set([...history().slice(0, -1), view], data)
      },
      reset(view: View, data?: ModalRouterData) {
        set([view], data)
      },
      goBack() {
        const current = history()
        if (current.length <= 1 || current.includes('UnsupportedChain')) close()
        else set(current.slice(0, -1))
      },
      close,
    }
  }, [appKit, close])
}
