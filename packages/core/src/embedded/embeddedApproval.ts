import { atom } from 'jotai/vanilla'
import { handleUnknownRpcMethod } from '../actions/handleUnknownRpcMethod.ts'
import { refreshBalance } from '../actions/refreshBalance.ts'
import { setAuthHooks } from '../actions/setAuthHooks.ts'
import { completeTransactionStep, requestApproval } from '../actions/transactionStack.ts'
import type { AppKit } from '../appKit.ts'
import { checkAuthFrameUrl } from './checkAuthFrameUrl.ts'
import { describeEmbeddedRequest, type EmbeddedRequestSummary } from './describeEmbeddedRequest.ts'
import { type EmailLoginFrame, setEmailLoginFrame } from './emailLogin.ts'

/** A wallet request the embedded wallet holds until the user answers it in ApproveTransaction. */
export type EmbeddedRequest = { method: string; params: unknown; chainId: number | string }

export type PendingApproval = {
  readonly id: number
  readonly request: EmbeddedRequest
  /** What the request asks (to whom, how much…), as ApproveTransaction shows it. */
  readonly summary: EmbeddedRequestSummary
  /** True once answered: the view then waits for the frame. */
  readonly answered: boolean
}

type Entry = PendingApproval & { resolve: (approved: boolean) => void }

/** The hooks the frame provider calls (`FrameProviderHooks` of `@openappkit/auth-frame-client`). */
export type EmbeddedApprovalHooks = {
  approve(request: EmbeddedRequest): Promise<boolean>
  settled(request: EmbeddedRequest, outcome: { result?: unknown; error?: unknown }): void
  unknownMethod(method: string): void
}

export type EmbeddedApproval = {
  /** Give these to the embedded wallet's connector (made before the instance exists). */
  readonly hooks: EmbeddedApprovalHooks
  /**
   * Binds the hooks to an instance and to the frame client, whose `rejectRpcRequests` runs when
   * the modal closes with nothing left to approve. Until then every request is refused.
   * Throws `InvalidOptionsError` when the client's `frameUrl` is not `services.authFrame`.
   */
  attach(
    appKit: AppKit,
    frame: { readonly frameUrl: string; rejectRpcRequests(): void } & Partial<EmailLoginFrame>,
  ): () => void
  /** Requests waiting for (or just given) an answer, oldest first. */
  readonly pending: ReturnType<typeof atom<readonly Entry[]>>
  /**
   * The user's answer to the request with this id (the one the view showed). Ignored unless that
   * request still waits: an answer never reaches a request the user has not seen.
   */
  answer(id: number, approved: boolean): void
}

const approvals = new WeakMap<AppKit, EmbeddedApproval>()

/** The approval attached to an instance, for the ApproveTransaction view's hook. */
export function getEmbeddedApproval(appKit: AppKit): EmbeddedApproval | undefined {
  return approvals.get(appKit)
}

/**
 * Wallet requests of the embedded wallet: an unsafe request opens ApproveTransaction (or joins
 * the transaction stack when the modal is open) showing what it asks; the user's approve or
 * reject goes back to the provider; when the frame has answered, the view closes or pops, and a
 * success refreshes the native balance. An unknown method goes to `handleUnknownRpcMethod`.
 * Closing the modal refuses what is still waiting.
 */
export function createEmbeddedApproval(): EmbeddedApproval {
  let appKit: AppKit | undefined
  let nextId = 1
  const pending = atom<readonly Entry[]>([])
  const set = (entries: readonly Entry[]) => appKit?.store.set(pending, entries)
  const get = () => appKit?.store.get(pending) ?? []

  /** Answers the waiting requests `which` picks (all by default). */
  const settleWaiting = (approved: boolean, which = (_entry: Entry) => true) => {
    const waiting = get().filter((e) => !e.answered && which(e))
    if (waiting.length === 0) return
    set(get().map((e) => (waiting.includes(e) ? { ...e, answered: true } : e)))
    for (const entry of waiting) entry.resolve(approved)
  }

  const approval: EmbeddedApproval = {
    pending,
    hooks: {
      approve(request) {
        const kit = appKit
        if (!kit) return Promise.resolve(false)
        return new Promise<boolean>((resolve) => {
          const id = nextId++
          set([
            ...get(),
            { id, request, summary: describeEmbeddedRequest(request), answered: false, resolve },
          ])
          try {
            requestApproval(kit)
          } catch (error) {
            set(get().filter((e) => e.id !== id))
            console.error('[openappkit] the approval could not open', error)
            resolve(false)
          }
        })
      },
      settled(request, outcome) {
        const kit = appKit
        if (!kit) return
        const entries = get()
        const index = entries.findIndex((e) => e.request === request)
        if (index >= 0) set(entries.filter((_, i) => i !== index))
        completeTransactionStep(kit)
        if (outcome.error === undefined) void refreshBalance(kit)
      },
      unknownMethod(method) {
        if (appKit) void handleUnknownRpcMethod(appKit, method)
      },
    },
    attach(kit, frame) {
      checkAuthFrameUrl(kit.options.services.authFrame, frame.frameUrl)
      appKit = kit
      approvals.set(kit, approval)
      if (frame.connectEmail && frame.connectDevice && frame.connectOtp && frame.secondsToNextEmailLogin)
        setEmailLoginFrame(kit, frame as EmailLoginFrame)
      setAuthHooks(kit, {
        rejectPendingRequests: () => {
          settleWaiting(false)
          frame.rejectRpcRequests()
        },
      })
      // Closed however it closed (forced, or by the app): nothing is left waiting on a hidden view.
      const stop = kit.store.sub(kit.atoms.modalOpen, () => {
        if (!kit.store.get(kit.atoms.modalOpen)) settleWaiting(false)
      })
      return () => {
        stop()
        settleWaiting(false)
        approvals.delete(kit)
        setEmailLoginFrame(kit, undefined)
        if (appKit === kit) appKit = undefined
      }
    },
    answer(id, approved) {
      settleWaiting(approved, (e) => e.id === id)
    },
  }
  return approval
}
