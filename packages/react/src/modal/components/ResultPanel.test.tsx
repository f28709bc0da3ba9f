import { fireEvent, render, within } from '@testing-library/react'
import { createRef } from 'react'
import { expect, test, vi } from 'vitest'
import { ResultPanel } from './ResultPanel.tsx'

// The outcome panel Send and Swap share: what a user sees and can do, and what a screen reader
// hears first.

test('success: a status heading, the detail, the explorer link, and the action', () => {
  const heading = createRef<HTMLParagraphElement>()
  const done = vi.fn()
  const { getByTestId } = render(
    <ResultPanel
      outcome="success"
      testId="result"
      headingRef={heading}
      title="Sent"
      detail="1 ETH to vitalik.eth"
      explorer={{ url: 'https://explorer.example/tx/0x1', label: 'View on explorer' }}
      actions={[{ label: 'Done', onClick: done }]}
    />,
  )
  const panel = within(getByTestId('result'))
  expect(panel.getByRole('status').textContent).toBe('Sent')
  expect(heading.current).toBe(panel.getByRole('status'))
  expect(panel.getByText('1 ETH to vitalik.eth').className).toBe('oak-muted')
  const link = panel.getByRole('link', { name: 'View on explorer' })
  expect(link.getAttribute('href')).toBe('https://explorer.example/tx/0x1')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  fireEvent.click(panel.getByRole('button', { name: 'Done' }))
  expect(done).toHaveBeenCalledTimes(1)
})

test('failure: an alert heading, the reason as an error, no link without a URL, the first action accented', () => {
  const retry = vi.fn()
  const edit = vi.fn()
  const { getByTestId } = render(
    <ResultPanel
      outcome="failure"
      testId="result"
      headingRef={createRef()}
      title="Failed"
      detail="insufficient funds"
      explorer={{ url: undefined, label: 'View on explorer' }}
      actions={[
        { label: 'Try again', onClick: retry },
        { label: 'Edit', onClick: edit },
      ]}
    />,
  )
  const panel = within(getByTestId('result'))
  expect(panel.getByRole('alert').textContent).toBe('Failed')
  expect(panel.getByText('insufficient funds').className).toBe('oak-error')
  expect(panel.queryByRole('link')).toBeNull()
  const [first, second] = panel.getAllByRole('button')
  expect([first?.textContent, second?.textContent]).toEqual(['Try again', 'Edit'])
  expect(first?.getAttribute('data-variant')).toBe('accent')
  expect(second?.hasAttribute('data-variant')).toBe(false)
  fireEvent.click(second as HTMLElement)
  expect([retry.mock.calls.length, edit.mock.calls.length]).toEqual([0, 1])
})

test('an explorer URL that is not http(s) (from a REST answer or an adapter) becomes no link', () => {
  const { queryByRole } = render(
    <ResultPanel
      outcome="success"
      testId="result"
      headingRef={createRef()}
      title="Swapped"
      detail="1 ETH for 2 OAK"
      explorer={{ url: 'javascript:alert(1)', label: 'View on explorer' }}
      actions={[{ label: 'Done', onClick: () => {} }]}
    />,
  )
  expect(queryByRole('link')).toBeNull()
})

test('a failure shows no explorer link, even when handed the URL of an earlier success', () => {
  const earlier = { url: 'https://explorer.example/tx/0x1', label: 'View on explorer' }
  const panel = (outcome: 'success' | 'failure') => (
    <ResultPanel
      outcome={outcome}
      testId="result"
      headingRef={createRef()}
      title={outcome === 'success' ? 'Swapped' : 'Failed'}
      detail={outcome === 'success' ? '1 ETH for 2 OAK' : 'execution reverted'}
      explorer={earlier}
      actions={[{ label: 'Done', onClick: () => {} }]}
    />
  )
  const { rerender, queryByRole } = render(panel('success'))
  expect(queryByRole('link', { name: 'View on explorer' })).not.toBeNull()
  // The same view, a second swap that failed: the link would lead to the first one.
  rerender(panel('failure'))
  expect(queryByRole('alert')?.textContent).toBe('Failed')
  expect(queryByRole('link')).toBeNull()
})
