import { lazyModule } from '@openappkit/core/internal'
import { act, render } from '@testing-library/react'
import { Component as ClassComponent, type ReactNode, Suspense } from 'react'
import { expect, test } from 'vitest'
import { LazyView } from './LazyView.tsx'

/** A view's module whose import() answers when the test chooses. */
function heldView() {
  let calls = 0
  let settle: { resolve(value: { default: () => ReactNode }): void; reject(error: Error): void } | undefined
  const module = lazyModule('the test view', () => {
    calls++
    return new Promise<{ default: () => ReactNode }>((resolve, reject) => {
      settle = { resolve, reject }
    })
  })
  return {
    module,
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
    return this.state.error ? <p>failed: {this.state.error.name}</p> : this.props.children
  }
}

const suspended = (held: ReturnType<typeof heldView>) => (
  <Suspense fallback={<p>waiting</p>}>
    <LazyView module={held.module} />
  </Suspense>
)

test('suspends while the code is on its way, then draws it; fetched once', async () => {
  const held = heldView()
  const ui = render(suspended(held))
  expect(ui.getByText('waiting')).toBeTruthy()
  await act(async () => {
    held.resolve()
    await held.module()
  })
  expect(await ui.findByText('loaded view')).toBeTruthy()
  expect(held.calls).toBe(1)
})

test('once loaded, it draws in the first render: no fallback at all', async () => {
  const held = heldView()
  const loading = held.module()
  held.resolve()
  await loading
  const ui = render(suspended(held))
  expect(ui.queryByText('waiting')).toBeNull()
  expect(ui.getByText('loaded view')).toBeTruthy()
})

test('a failed fetch reaches the error boundary; the next load fetches again and can succeed', async () => {
  const held = heldView()
  const failing = held.module()
  held.reject()
  await Promise.resolve()
  held.reject() // the one retry lazyModule makes at once
  await expect(failing).rejects.toThrow('Could not load the test view')
  const ui = render(<Boundary>{suspended(held)}</Boundary>)
  expect(ui.getByText('failed: ModuleLoadError')).toBeTruthy()
  expect(held.calls).toBe(2)

  const retry = held.module()
  expect(held.calls).toBe(3)
  held.resolve()
  await retry
  ui.rerender(suspended(held))
  expect(ui.getByText('loaded view')).toBeTruthy()
})
