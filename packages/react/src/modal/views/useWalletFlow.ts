import { type AppKit, BaseError, isUserRejection } from '@openappkit/core'
import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import { useEffect, useId, useRef } from 'react'
import { useAppKitAtom } from '../../hooks/useAppKitAtom.ts'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { errorText } from './walletRoute.ts'

type Step = 'form' | 'preview' | 'pending' | 'success' | 'failure'
type FlowState<Summary> = {
  step: Step
  formError?: string | undefined
  declined: boolean
  failure?: string | undefined
  done?: (Summary & { explorerUrl: string | undefined }) | undefined
}

/**
 * Our sentence, then the wallet's own reason when it gave one ("The wallet could not send the
 * transfer: AA21 didn't pay prefund"): without it the user cannot tell a lack of funds from a
 * refused sponsorship. Its first line only: a client's message goes on with URLs and bodies.
 */
function failureText(error: unknown): string {
  const text = errorText(error)
  const reason = error instanceof BaseError ? error.details?.split('\n')[0] : undefined
  return reason && reason !== text ? `${text}: ${reason}` : text
}

const start: FlowState<never> = { step: 'form', declined: false }
const flows = new WeakMap<AppKit, Map<string, PrimitiveAtom<FlowState<unknown>>>>()

/** One flow's state per instance: it outlives the view while the wallet works. */
function flowAtom<Summary>(appKit: AppKit, name: string): PrimitiveAtom<FlowState<Summary>> {
  const byName = flows.get(appKit) ?? new Map<string, PrimitiveAtom<FlowState<unknown>>>()
  flows.set(appKit, byName)
  const found = byName.get(name) ?? atom<FlowState<unknown>>(start)
  byName.set(name, found)
  return found as PrimitiveAtom<FlowState<Summary>>
}

/**
 * The steps of a flow the wallet carries out (Send, Swap): the form (with a refusal of its own,
 * `formError`), an optional preview, the wallet at work (`pending`), then the outcome: success
 * with `done` (what went through and its explorer link) or the failure's reason. A refusal in the
 * wallet comes back to the form as it was, saying it was `declined`. A flow left while the wallet
 * works (the embedded wallet's approval view covers it) is found again, with its outcome, when
 * its view comes back; any other flow starts over at the next visit.
 */
export function useWalletFlow<Summary>(name: 'Send' | 'Swap') {
  const appKit = useAppKitInstance(name)
  const stateAtom = flowAtom<Summary>(appKit, name)
  const { step, formError, declined, failure, done } = useAppKitAtom(appKit, stateAtom)
  const set = (next: Partial<FlowState<Summary>>) =>
    appKit.store.set(stateAtom, (current) => ({ ...current, ...next }))
  const errorId = useId()
  const heading = useRef<HTMLParagraphElement>(null)
  // Each step's first words take the focus, so a screen reader hears where the flow is.
  useEffect(() => {
    if (step !== 'form') heading.current?.focus()
  }, [step])
  useEffect(
    () => () => {
      if (appKit.store.get(stateAtom).step !== 'pending') appKit.store.set(stateAtom, start)
    },
    [appKit, stateAtom],
  )

  const setStep = (next: Step) => set({ step: next })

  /** Says the form's `refusal` (and forgets an earlier decline); true when there is none. */
  const check = (refusal: string | undefined) => {
    set({ declined: false, formError: refusal })
    return refusal === undefined
  }

  /** Hands the flow to the wallet: `action` goes out, and `summary` is what success says. */
  const run = async (summary: Summary, action: () => Promise<{ explorerUrl?: string | undefined }>) => {
    setStep('pending')
    try {
      const result = await action()
      set({ done: { ...summary, explorerUrl: result.explorerUrl }, step: 'success' })
    } catch (error) {
      if (isUserRejection(error)) set({ declined: true, step: 'form' })
      else set({ failure: failureText(error), step: 'failure' })
    }
  }

  // For the form's `aria-describedby`: the refusal or the decline, when one is shown.
  const describedBy = formError || declined ? errorId : undefined
  return { step, setStep, formError, declined, failure, done, heading, errorId, describedBy, check, run }
}
