'use client'
import { type AccountTab, getAccountTabs, setAccountTab } from '@openappkit/core'
import { accountTabAtom } from '@openappkit/core/internal'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseAccountTabReturnType = {
  /** The tabs offered, in order: Tokens, NFTs, and Activity with `features.history` on. */
  tabs: AccountTab[]
  /** The chosen one: kept while the modal closes and reopens, Tokens again after a disconnect. */
  tab: AccountTab
  /** Throws for a tab not offered. */
  setTab: (tab: AccountTab) => void
}

/** The Account view's tab (Tokens / NFTs / Activity), for the modal's tab list or the app's own. */
export function useAccountTab(): UseAccountTabReturnType {
  const appKit = useAppKitInstance('useAccountTab')
  const tab = useAppKitAtom(appKit, accountTabAtom(appKit))
  return { tabs: getAccountTabs(appKit), tab, setTab: (next) => setAccountTab(appKit, next) }
}
