import { vi } from 'vitest'

// CI runs two vitest processes on two cores: there, a request answered by msw can take longer than
// `vi.waitFor`'s default second. Every wait in core's tests gets 10 s unless it says otherwise (a
// wait only lasts until what it waits for holds, so a passing test is no slower).
const original = Symbol.for('openappkit.waitFor')
const holder = vi as typeof vi & { [original]?: typeof vi.waitFor }
holder[original] ??= vi.waitFor
const waitFor = holder[original]
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: 10_000, ...options },
  )) as typeof vi.waitFor
