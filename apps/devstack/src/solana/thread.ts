import { extname } from 'node:path'
import { Worker } from 'node:worker_threads'
import { PortInUseError } from '../portInUse.ts'
import type { SolanaRpc, SolanaRpcOptions } from './server.ts'
import type { WorkerReport } from './thread-worker.ts'

// The Solana chain on a thread of its own. litesvm executes on the JavaScript thread that calls
// it, and one large batch used to hold every other devstack service (data service, directory,
// analytics, relay) for seconds because they all shared one event loop. On its own thread the
// chain can be as busy as a client makes it; the other services keep answering.

/** How long a stopping thread gets to close its sockets before it is terminated. */
const STOP_GRACE_MS = 5_000

export function startSolanaRpcThread(options: SolanaRpcOptions = {}): Promise<SolanaRpc> {
  // Built, this file is .js and so is the worker beside it; from source both are .ts.
  const worker = new Worker(new URL(`./thread-worker${extname(import.meta.url)}`, import.meta.url), {
    workerData: options,
  })
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    const onStartFailure = (error: Error) => reject(error)
    worker.once('error', onStartFailure)
    worker.once('exit', (code) =>
      reject(new Error(`Solana RPC thread exited (code ${code}) before it was ready`)),
    )
    worker.on('message', (report: WorkerReport) => {
      if (report.type === 'failed') {
        reject(
          report.portInUse
            ? new PortInUseError(report.portInUse.service, report.portInUse.port)
            : new Error(report.message),
        )
        return
      }
      if (report.type !== 'ready') return
      worker.off('error', onStartFailure)
      // After startup a crash is reported once; the other services keep running without it.
      worker.on('error', (error) => console.error('[devstack] the Solana RPC thread failed:', error.message))
      let stopping: Promise<void> | undefined
      resolve({
        ...report.rpc,
        stop() {
          stopping ??= (async () => {
            const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS)
            worker.postMessage('stop')
            await exited
            clearTimeout(timer)
          })()
          return stopping
        },
      })
    })
  })
}
