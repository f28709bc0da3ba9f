import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The devstack starts one chain; tests of switching and adding chains need a second one. The
// devstack does not export its anvil starter, so this finds the same anvil binary (the npm
// package @foundry-rs/anvil's platform build) in the workspace store and runs it directly.
function anvilBinary(): string {
  const store = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.pnpm')
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const dir = readdirSync(store).find((d) => d.startsWith(`@foundry-rs+anvil-${process.platform}-${arch}@`))
  const bin =
    dir && join(store, dir, 'node_modules/@foundry-rs', `anvil-${process.platform}-${arch}`, 'bin/anvil')
  if (!bin || !existsSync(bin)) throw new Error('anvil binary not found in the workspace store')
  return bin
}

/** A fresh anvil on a free loopback port, with the well-known test accounts funded. */
export async function startSecondChain(chainId: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on [^\s:]+:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.stderr.on('data', () => {})
    child.once('exit', (code) => reject(new Error(`anvil exited (${code}): ${output.slice(-500)}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
