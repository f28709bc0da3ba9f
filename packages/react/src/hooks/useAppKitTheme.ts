'use client'
import { setTheme, type ThemeState } from '@openappkit/core'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseAppKitThemeReturnType = ThemeState & {
  setThemeMode(mode: ThemeState['themeMode']): void
  /** Merged into the current variables. */
  setThemeVariables(variables: ThemeState['themeVariables']): void
}

export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance('useAppKitTheme')
  const theme = useAppKitAtom(appKit, appKit.atoms.theme)
  const setters = useMemo(
    () => ({
      setThemeMode: (themeMode: ThemeState['themeMode']) => setTheme(appKit, { themeMode }),
      setThemeVariables: (themeVariables: ThemeState['themeVariables']) =>
        setTheme(appKit, { themeVariables }),
    }),
    [appKit],
  )
  return { ...theme, ...setters }
}
