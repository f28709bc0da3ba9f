import { startDevstack } from '@openappkit/devstack'

// Runs the devstack in its own Node process for the jsdom integration test: under jsdom, vitest
// rewrites `new URL(path, import.meta.url)` against the page URL, which breaks the devstack's
// own file reads. Prints one JSON line when ready; stops on SIGTERM or when stdin closes.
const devstack = await startDevstack({ ports: 0, solana: false })
const [account] = devstack.accounts.evm
process.stdout.write(
  `${JSON.stringify({ urls: devstack.urls, chainId: devstack.chains.evm.chainId, privateKey: account?.privateKey })}\n`,
)
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
