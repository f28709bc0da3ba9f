import { version } from '@openappkit/core'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { App } from './App'

test('the playground renders the SDK version from @openappkit/core', () => {
  render(<App />)
  expect(screen.getByRole('heading', { name: 'OpenAppKit playground' })).toBeTruthy()
  expect(screen.getByTestId('sdk-version').textContent).toBe(version)
})
