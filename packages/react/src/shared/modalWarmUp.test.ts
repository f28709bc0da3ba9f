import { expect, test, vi } from 'vitest'
import { modalWarmUpProps, registerModalWarmUp } from './modalWarmUp.ts'

test('two modals mounted with the same warm-up: unmounting one leaves the buttons warming through the other', () => {
  const warm = vi.fn()
  const unmountFirst = registerModalWarmUp(warm)
  const unmountSecond = registerModalWarmUp(warm)
  unmountSecond()
  modalWarmUpProps('de').onPointerEnter()
  expect(warm).toHaveBeenCalledWith('de')
  unmountFirst()
  modalWarmUpProps('en').onFocus()
  expect(warm).toHaveBeenCalledTimes(1)
})
