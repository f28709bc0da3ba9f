import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())
