import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

// The whole suite runs beside anvil, litesvm and Chromium on two cores: a `findBy*` that waits
// the default 1 s for a request and a render failed under that load (ConnectButton's name from
// the data service, once in CI). A wait is not a speed assertion; benchmarks measure speed.
configure({ asyncUtilTimeout: 10_000 })
