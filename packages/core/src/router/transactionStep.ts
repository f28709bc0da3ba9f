import { goBackInHistory } from './viewStack.ts'
import type { View, ViewHistory } from './views.ts'

/**
 * What to do with the view stack once a wallet request (a transaction step) completes. Steps are
 * pushed on the transaction stack when a request needs approval.
 */
export type TransactionStep =
  | { kind: 'goBack' }
  | { kind: 'replaceBeforeSiwe' }
  | { kind: 'close' }
  | { kind: 'reset'; view: View }

export type TransactionStepResult = { type: 'close' } | { type: 'navigate'; history: ViewHistory }

/**
 * "Replace to before Siwe" cuts the history just before ConnectingSiwe, so finishing sign-in
 * lands where the user was before it; with no earlier view (or no Siwe view) it closes.
 */
export function applyTransactionStep(history: ViewHistory, step: TransactionStep): TransactionStepResult {
  switch (step.kind) {
    case 'goBack': {
      const result = goBackInHistory(history)
      return result.type === 'close' ? result : { type: 'navigate', history: result.history }
    }
    case 'replaceBeforeSiwe': {
      const index = history.indexOf('ConnectingSiwe')
      return index > 0 ? { type: 'navigate', history: history.slice(0, index) } : { type: 'close' }
    }
    case 'close':
      return { type: 'close' }
    case 'reset':
      return { type: 'navigate', history: [step.view] }
  }
}
