'use client'
import { setTheme, type ThemeState } from '@openappkit/core'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export function useAppKitTheme() {
  const appKit = useAppKitInstance('useAppKitTheme')
  const theme = useAppKitAtom(appKit, appKit.atoms.theme)
  const setters = useMemo(
    () => ({
      setThemeMode: (themeMode: ThemeState['themeMode']) => setTheme(appKit, { themeMode }),
      /** Merged into the current variables. */
      setThemeVariables: (themeVariables: ThemeState['themeVariables']) =>
        setTheme(appKit, { themeVariables }),
    }),
    [appKit],
  )
  return { ...theme, ...setters }
}

export type UseAppKitThemeReturnType = ReturnType<typeof useAppKitTheme>
