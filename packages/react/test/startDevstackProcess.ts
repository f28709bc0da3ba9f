import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { Hex } from 'viem'

export type DevstackProcess = {
  urls: { evmRpc: string; blockchainApi: string; walletDirectory: string; analytics: string }
  chainId: number
  privateKey: Hex
  stop(): Promise<void>
}

/** Starts test/devstackProcess.ts and resolves with what it prints once ready. */
export function startDevstackProcess(): Promise<DevstackProcess> {
  // A path, not `new URL(…, import.meta.url)`, which jsdom's transform points at the page.
  const script = join(import.meta.dirname, 'devstackProcess.ts')
  const child = spawn(process.execPath, ['--conditions=source', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`devstack process exited with ${code}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n')[0]
      if (!output.includes('\n') || !line) return
      resolve({
        ...(JSON.parse(line) as Omit<DevstackProcess, 'stop'>),
        async stop() {
          child.kill('SIGTERM')
          await exited
        },
      })
    })
  })
}
