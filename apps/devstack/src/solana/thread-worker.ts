import { parentPort, workerData } from 'node:worker_threads'
import { PortInUseError } from '../portInUse.ts'
import { type SolanaRpc, type SolanaRpcOptions, startSolanaRpc } from './server.ts'

// The Solana RPC thread's entry (see thread.ts): starts the servers, reports their URLs and
// keys, and stops them when asked, after which the thread has nothing left and exits.

export type WorkerReport =
  | { type: 'ready'; rpc: Omit<SolanaRpc, 'stop'> }
  | { type: 'failed'; message: string; portInUse?: { service: string; port: number } }

const port = parentPort
if (port) {
  try {
    const { stop, ...rpc } = await startSolanaRpc(workerData as SolanaRpcOptions)
    port.postMessage({ type: 'ready', rpc } satisfies WorkerReport)
    port.on('message', (message) => {
      if (message === 'stop') void stop().then(() => port.close())
    })
  } catch (error) {
    port.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
      // Crossing the thread, the error is rebuilt from these: the same PortInUseError.
      ...(error instanceof PortInUseError ? { portInUse: { service: error.service, port: error.port } } : {}),
    } satisfies WorkerReport)
    port.close()
  }
}
