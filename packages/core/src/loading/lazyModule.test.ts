import { describe, expect, test, vi } from 'vitest'
import { ModuleLoadError } from '../errors/moduleLoad.ts'
import { lazyModule } from './lazyModule.ts'

describe('lazyModule', () => {
  test('fetches once, shares the fetch between calls, and keeps the module', async () => {
    const load = vi.fn(async () => ({ answer: 42 }))
    const module = lazyModule('the answer', load)
    expect(module.current).toBeUndefined()
    const [a, b] = await Promise.all([module(), module()])
    expect(a).toBe(b)
    expect(module.current).toBe(a)
    await module()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a dropped fetch is tried once more at once', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: true })
    const module = lazyModule('the code', load)
    await expect(module()).resolves.toEqual({ ok: true })
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('two failures reject with ModuleLoadError naming the code; the next call fetches again', async () => {
    const dropped = new TypeError('Failed to fetch dynamically imported module')
    const load = vi
      .fn()
      .mockRejectedValueOnce(dropped)
      .mockRejectedValueOnce(dropped)
      .mockResolvedValueOnce({ ok: true })
    const module = lazyModule('the wagmi adapter', load)
    const error = await module().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ModuleLoadError)
    expect((error as ModuleLoadError).shortMessage).toBe('Could not load the wagmi adapter')
    expect((error as ModuleLoadError).cause).toBe(dropped)
    expect(module.failure).toBe(error)
    expect(module.current).toBeUndefined()
    await expect(module()).resolves.toEqual({ ok: true })
    expect(module.failure).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(3)
  })
})
