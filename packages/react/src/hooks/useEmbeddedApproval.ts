'use client'
import type { PendingApproval } from '@openappkit/core'
import { describeEmbeddedRequest, getEmbeddedApproval } from '@openappkit/core/internal'
import { atom } from 'jotai/vanilla'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom'
import { useAppKitInstance } from './useAppKitInstance'

const none = atom<readonly PendingApproval[]>([])

/**
 * The embedded-wallet request waiting in ApproveTransaction (none without an embedded wallet):
 * what it asks (`summary`), whether the user answered already (the frame is then at work), and
 * `approve` / `reject`.
 */
export function useEmbeddedApproval() {
  const appKit = useAppKitInstance('useEmbeddedApproval')
  const approval = getEmbeddedApproval(appKit)
  const pending = useAppKitAtom(appKit, approval?.pending ?? none)
  const current = pending.findLast((p) => !p.answered) ?? pending.at(-1)
  const summary = useMemo(() => (current ? describeEmbeddedRequest(current.request) : undefined), [current])
  return {
    request: current?.request,
    summary,
    answered: current?.answered ?? false,
    approve: () => approval?.answer(true),
    reject: () => approval?.answer(false),
  }
}
