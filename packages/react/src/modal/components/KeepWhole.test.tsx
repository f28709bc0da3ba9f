import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { KeepWhole } from './KeepWhole.tsx'

test('the email in a sentence is one unbreakable piece; a sentence without it stays as it is', () => {
  const email = 'screenshots-ar@example.com'
  const { container, rerender } = render(
    <p>
      <KeepWhole text={`أدخل الرمز الذي أرسلناه إلى \u2066${email}\u2069.`} whole={email} />
    </p>,
  )
  expect(container.querySelector('.oak-whole')?.textContent).toBe(email)
  expect(container.textContent).toBe(`أدخل الرمز الذي أرسلناه إلى \u2066${email}\u2069.`)
  rerender(
    <p>
      <KeepWhole text="Enter the code" whole={email} />
    </p>,
  )
  expect(container.querySelector('.oak-whole')).toBeNull()
  expect(container.textContent).toBe('Enter the code')
})
