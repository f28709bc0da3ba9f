import { lazyModule } from '@openappkit/core/internal'
import { act, fireEvent, render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { LoadedView } from './LoadedView.tsx'

// A tab or view whose code could not be fetched says so in its place, and its retry fetches the
// code again (the Account view's Activity and NFTs tabs, every view of the modal).
test('a failed fetch shows the failure with a retry; the retry fetches again and draws the view', async () => {
  let calls = 0
  let available = false
  const module = lazyModule('the test panel', async () => {
    calls++
    if (!available) throw new Error('chunk fetch failed')
    return { default: () => <p>the panel</p> }
  })
  const ui = render(<LoadedView module={module} spinner={<p>loading</p>} />)
  expect(await ui.findByRole('alert')).toHaveProperty(
    'textContent',
    'This step could not be loaded. Check the connection and try again.',
  )
  // The fetch and lazyModule's one retry at once.
  expect(calls).toBe(2)

  available = true
  await act(async () => {
    fireEvent.click(ui.getByRole('button', { name: 'Try again' }))
  })
  expect(await ui.findByText('the panel')).toBeTruthy()
  expect(ui.queryByRole('alert')).toBeNull()
  expect(calls).toBe(3)
})
