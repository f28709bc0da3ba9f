import { waitFor, within } from '@testing-library/react'
import { modalTagName } from '../src/modal/host/modalHost.ts'

/** The modal's dialog inside its shadow root, once it is drawn, with testing-library's queries. */
export function findModalDialog() {
  return waitFor(() => {
    const dialog = document
      .querySelector(modalTagName)
      ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
    if (!dialog) throw new Error('no dialog yet')
    return within(dialog)
  })
}
