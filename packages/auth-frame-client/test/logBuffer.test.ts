import { expect, test } from 'vitest'
import { logBufferBytes } from '../src/constants.ts'
import { LogBuffer } from '../src/logBuffer.ts'

test('the log buffer keeps at most its cap, dropping the oldest, and refuses an entry over the cap', () => {
  expect(new LogBuffer().cap).toBe(logBufferBytes)
  expect(logBufferBytes).toBe(1_024_000)
  const buffer = new LogBuffer(1000)
  for (let i = 0; i < 50; i++)
    buffer.append({ level: 'info', message: `entry ${i} ${'x'.repeat(40)}`, time: i })
  expect(buffer.bytes).toBeLessThanOrEqual(1000)
  const kept = buffer.entries()
  expect(kept.at(-1)?.message).toMatch(/^entry 49 /)
  expect(kept[0]?.time).toBeGreaterThan(0)

  const before = buffer.entries()
  expect(() => buffer.append({ level: 'error', message: 'y'.repeat(2000), time: 99 })).toThrow(
    'Log entry of 2040 bytes is over the log buffer of 1000 bytes',
  )
  expect(buffer.entries()).toEqual(before)
})

test('multi-byte text is counted in bytes, and unserialisable data does not throw', () => {
  const buffer = new LogBuffer(200)
  expect(() => buffer.append({ level: 'info', message: '🦊'.repeat(60), time: 1 })).toThrow(
    /over the log buffer/,
  )
  const cyclic: Record<string, unknown> = {}
  cyclic.self = cyclic
  buffer.append({ level: 'warn', message: 'cyclic', time: 2, data: cyclic })
  buffer.append({ level: 'warn', message: 'big', time: 3, data: 10n })
  expect(buffer.entries().map((e) => e.message)).toEqual(['cyclic', 'big'])
})
