import { isUserRejection } from '@openappkit/core'
import { useEffect, useId, useRef, useState } from 'react'
import { errorText } from './walletRoute.ts'

/**
 * The steps of a flow the wallet carries out (Send, Swap): the form (with a refusal of its own,
 * `formError`), an optional preview, the wallet at work (`pending`), then the outcome: success
 * with `done` (what went through and its explorer link) or the failure's reason. A refusal in the
 * wallet comes back to the form as it was, saying it was `declined`.
 */
export function useWalletFlow<Summary>() {
  const [step, setStep] = useState<'form' | 'preview' | 'pending' | 'success' | 'failure'>('form')
  const [formError, setFormError] = useState<string>()
  const [declined, setDeclined] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [done, setDone] = useState<Summary & { explorerUrl: string | undefined }>()
  const errorId = useId()
  const heading = useRef<HTMLParagraphElement>(null)
  // Each step's first words take the focus, so a screen reader hears where the flow is.
  useEffect(() => {
    if (step !== 'form') heading.current?.focus()
  }, [step])

  /** Says the form's `refusal` (and forgets an earlier decline); true when there is none. */
  const check = (refusal: string | undefined) => {
    setDeclined(false)
    setFormError(refusal)
    return refusal === undefined
  }

  /** Hands the flow to the wallet: `action` goes out, and `summary` is what success says. */
  const run = async (summary: Summary, action: () => Promise<{ explorerUrl?: string | undefined }>) => {
    setStep('pending')
    try {
      const result = await action()
      setDone({ ...summary, explorerUrl: result.explorerUrl })
      setStep('success')
    } catch (error) {
      if (isUserRejection(error)) {
        setDeclined(true)
        setStep('form')
      } else {
        setFailure(errorText(error))
        setStep('failure')
      }
    }
  }

  // For the form's `aria-describedby`: the refusal or the decline, when one is shown.
  const describedBy = formError || declined ? errorId : undefined
  return { step, setStep, formError, declined, failure, done, heading, errorId, describedBy, check, run }
}
