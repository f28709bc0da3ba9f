import type { Options } from 'tsup'
import shared from '../../tsup.shared.ts'

// esbuild's output as it is: rollup's tree-shaking pass drops the entries' 'use client'
// directive, which React Server Components need (test/useClient.test.ts).
const config: Options = { ...(shared as Options), treeshake: false }
export default config
