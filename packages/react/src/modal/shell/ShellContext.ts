import { createContext, useContext } from 'react'

/**
 * Views that core's view stack does not have yet (Networks) live in the shell, above the
 * current view; going back or any change of core's view leaves them.
 */
export type LocalView = 'Networks'

export type ShellApi = {
  localView: LocalView | undefined
  openLocalView(view: LocalView): void
  closeLocalView(): void
}

export const ShellContext = createContext<ShellApi>({
  localView: undefined,
  openLocalView() {},
  closeLocalView() {},
})

export function useShell(): ShellApi {
  return useContext(ShellContext)
}
