import { fireEvent, render } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { Picker, type PickerOption } from './Picker.tsx'

const options: PickerOption[] = [
  { value: 'eth', label: 'ETH', detail: '1.500', group: 'Popular' },
  { value: 'oak', label: 'OAK', detail: '1,000,000.000', group: 'Popular' },
  { value: 'tusd', label: 'TUSD', group: 'All tokens' },
]

function Form(props: { onKeyDownOutside?: () => void }) {
  const [value, setValue] = useState<string>()
  return (
    // The modal's dialog listens for Escape above the picker.
    // biome-ignore lint/a11y/noStaticElementInteractions: a stand-in for the dialog's key handler
    <div onKeyDown={(event) => event.key === 'Escape' && props.onKeyDownOutside?.()}>
      <label htmlFor="token">Token</label>
      <Picker id="token" value={value} options={options} placeholder="Choose a token" onChange={setValue} />
      <p data-testid="value">{value ?? 'none'}</p>
    </div>
  )
}

test('a click opens the list in place, grouped; a click on an option picks it and closes the list', () => {
  const view = render(<Form />)
  const box = view.getByRole('combobox', { name: 'Token' })
  expect(box.textContent).toBe('Choose a token')
  expect(box.getAttribute('aria-expanded')).toBe('false')
  fireEvent.click(box)
  expect(box.getAttribute('aria-expanded')).toBe('true')
  expect(view.getByRole('group', { name: 'Popular' }).textContent).toContain('OAK')
  fireEvent.click(view.getByRole('option', { name: /^OAK/ }))
  expect(view.getByTestId('value').textContent).toBe('oak')
  expect(box.getAttribute('aria-expanded')).toBe('false')
  expect(box.textContent).toBe('OAK 1,000,000.000')
  fireEvent.click(box)
  expect(view.getByRole('option', { name: /^OAK/ }).getAttribute('aria-selected')).toBe('true')
  expect(view.getByRole('option', { name: /^ETH/ }).getAttribute('aria-selected')).toBe('false')
})

test('keyboard: arrows move the active option, Enter picks it; Escape closes the list and not the dialog', () => {
  const dialogEscape = vi.fn()
  const view = render(<Form onKeyDownOutside={dialogEscape} />)
  const box = view.getByRole('combobox', { name: 'Token' })
  fireEvent.keyDown(box, { key: 'ArrowDown' })
  expect(box.getAttribute('aria-expanded')).toBe('true')
  const active = () =>
    view.container.querySelector(`#${CSS.escape(box.getAttribute('aria-activedescendant') ?? '')}`)
  expect(active()?.textContent).toMatch(/^ETH/)
  fireEvent.keyDown(box, { key: 'ArrowDown' })
  fireEvent.keyDown(box, { key: 'ArrowDown' })
  fireEvent.keyDown(box, { key: 'ArrowDown' })
  expect(active()?.textContent).toMatch(/^TUSD/)
  fireEvent.keyDown(box, { key: 'Escape' })
  expect(box.getAttribute('aria-expanded')).toBe('false')
  expect(dialogEscape).not.toHaveBeenCalled()
  expect(view.getByTestId('value').textContent).toBe('none')
  fireEvent.keyDown(box, { key: 'Enter' })
  fireEvent.keyDown(box, { key: 'End' })
  fireEvent.keyDown(box, { key: 'Enter' })
  expect(view.getByTestId('value').textContent).toBe('tusd')
  // Closed, Escape is the dialog's again.
  fireEvent.keyDown(box, { key: 'Escape' })
  expect(dialogEscape).toHaveBeenCalledTimes(1)
})
