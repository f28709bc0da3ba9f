'use client'
import type { EmbeddedRequest, PendingApproval } from '@openappkit/core'
import { type EmbeddedRequestSummary, getEmbeddedApproval } from '@openappkit/core/internal'
import { atom } from 'jotai/vanilla'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

const none = atom<readonly PendingApproval[]>([])

export type UseEmbeddedApprovalReturnType = {
  request: EmbeddedRequest | undefined
  /** What the request asks, as ApproveTransaction shows it; undefined while core reads it (the first request loads the readers). */
  summary: EmbeddedRequestSummary | undefined
  /** True once the user answered: the frame is at work. */
  answered: boolean
  approve(): void
  reject(): void
}

/**
 * The embedded-wallet request waiting in ApproveTransaction (none without an embedded wallet):
 * what it asks (`summary`), whether the user answered already (the frame is then at work), and
 * `approve` / `reject`.
 */
export function useEmbeddedApproval(): UseEmbeddedApprovalReturnType {
  const appKit = useAppKitInstance('useEmbeddedApproval')
  const approval = getEmbeddedApproval(appKit)
  const pending = useAppKitAtom(appKit, approval?.pending ?? none)
  // The oldest waiting request: one arriving later queues behind it rather than replacing what
  // the user is reading, and the answer goes to the id shown, never to whatever is newest.
  const current = pending.find((p) => !p.answered) ?? pending.at(-1)
  return {
    request: current?.request,
    summary: current?.summary,
    answered: current?.answered ?? false,
    approve: () => {
      if (current) approval?.answer(current.id, true)
    },
    reject: () => {
      if (current) approval?.answer(current.id, false)
    },
  }
}
