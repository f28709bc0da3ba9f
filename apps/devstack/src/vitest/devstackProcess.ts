import { startDevstack } from '../index.ts'
import { toInfo } from './devstackInfo.ts'

// The devstack in a Node process of its own, for the vitest global setup: vitest's module runner
// does not resolve the workspace's "source" condition there, and a test environment (jsdom)
// would rewrite the devstack's own file URLs. Prints one JSON line (DevstackInfo) when ready;
// stops on SIGTERM or when stdin closes.
const devstack = await startDevstack({ ports: 0 })
process.stdout.write(`${JSON.stringify(toInfo(devstack))}\n`)
let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await devstack.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.stdin.on('end', () => void stop())
process.stdin.resume()
