import { version } from '@openappkit/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { App } from './App'

afterEach(() => cleanup())

test('the playground renders the SDK version from @openappkit/core', () => {
  render(<App />)
  expect(screen.getByRole('heading', { name: 'OpenAppKit playground' })).toBeTruthy()
  expect(screen.getByTestId('sdk-version').textContent).toBe(version)
})

test('the home page links to the headless page', () => {
  render(<App />)
  expect(screen.getByRole('link', { name: /Headless/ }).getAttribute('href')).toBe('#/headless')
})
