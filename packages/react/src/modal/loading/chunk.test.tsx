import { act, render } from '@testing-library/react'
import { Component as ClassComponent, type ReactNode, Suspense } from 'react'
import { expect, test } from 'vitest'
import { chunk } from './chunk'

/** An import() whose answer the test gives when it chooses. */
function heldImport() {
  let calls = 0
  let settle: { resolve(value: { default: () => ReactNode }): void; reject(error: Error): void } | undefined
  const importer = () => {
    calls++
    return new Promise<{ default: () => ReactNode }>((resolve, reject) => {
      settle = { resolve, reject }
    })
  }
  return {
    importer,
    get calls() {
      return calls
    },
    resolve: () => settle?.resolve({ default: () => <p>loaded view</p> }),
    reject: () => settle?.reject(new Error('chunk fetch failed')),
  }
}

class Boundary extends ClassComponent<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children
  }
}

test('suspends while the code is on its way, then draws it; fetched once for any number of loads', async () => {
  const held = heldImport()
  const part = chunk(held.importer)
  const first = part.load()
  expect(part.load()).toBe(first)
  const ui = render(
    <Suspense fallback={<p>waiting</p>}>
      <part.Component />
    </Suspense>,
  )
  expect(ui.getByText('waiting')).toBeTruthy()
  expect(part.loaded).toBeUndefined()
  await act(async () => {
    held.resolve()
    await first
  })
  expect(await ui.findByText('loaded view')).toBeTruthy()
  expect(held.calls).toBe(1)
})

test('once loaded, it draws in the first render: no fallback at all', async () => {
  const held = heldImport()
  const part = chunk(held.importer)
  const loading = part.load()
  held.resolve()
  await loading
  const ui = render(
    <Suspense fallback={<p>waiting</p>}>
      <part.Component />
    </Suspense>,
  )
  expect(ui.queryByText('waiting')).toBeNull()
  expect(ui.getByText('loaded view')).toBeTruthy()
})

test('a failed fetch reaches the error boundary; the next load tries again and can succeed', async () => {
  const held = heldImport()
  const part = chunk(held.importer)
  const failing = part.load()
  held.reject()
  await expect(failing).rejects.toThrow('chunk fetch failed')
  expect(part.loaded).toBeUndefined()
  const ui = render(
    <Boundary>
      <Suspense fallback={<p>waiting</p>}>
        <part.Component />
      </Suspense>
    </Boundary>,
  )
  expect(ui.getByText('failed: chunk fetch failed')).toBeTruthy()
  expect(held.calls).toBe(1)

  const retry = part.load()
  expect(held.calls).toBe(2)
  held.resolve()
  await retry
  ui.rerender(
    <Suspense fallback={<p>waiting</p>}>
      <part.Component />
    </Suspense>,
  )
  expect(ui.getByText('loaded view')).toBeTruthy()
})
