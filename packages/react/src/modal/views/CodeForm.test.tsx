import { createTestAppKit } from '@openappkit/testing/vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../../test/wrapperFor.tsx'
import { CodeForm } from './CodeForm.tsx'

test('a wrong code shakes the modal (500 ms), says why and keeps the code selected to retype', async () => {
  const { appKit } = createTestAppKit()
  const Wrapper = wrapperFor(appKit)
  const shaking = () => appKit.store.get(appKit.atoms.shake)
  render(
    <Wrapper>
      <CodeForm
        intro="Enter the code"
        label="Code"
        submitLabel="Continue"
        onSubmit={() => Promise.reject(new Error('Invalid code'))}
      />
    </Wrapper>,
  )
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' })
  fireEvent.change(field, { target: { value: '000000' } })
  expect(shaking()).toBe(false)
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
  expect(shaking()).toBe(true)
  expect(field.value).toBe('000000')
  await waitFor(() => expect(shaking()).toBe(false), { timeout: 2000 })
})
