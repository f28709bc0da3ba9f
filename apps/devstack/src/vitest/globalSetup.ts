import { spawn } from 'node:child_process'
import { extname, join } from 'node:path'
import type { TestProject } from 'vitest/node'
import type { DevstackInfo } from './devstackInfo.ts'

export { analyticsEvents, type RecordedEvent } from './analyticsEvents.ts'
export type { DevstackInfo } from './devstackInfo.ts'
export { mailbox } from './mailbox.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    devstack: DevstackInfo
  }
}

export type RunningDevstack = { info: DevstackInfo; stop(): Promise<void> }

/** Starts devstackProcess.ts and resolves once it prints what it started. */
export function startDevstackProcess(): Promise<RunningDevstack> {
  // From our repository's sources (.ts) the child resolves the workspace's packages to their
  // sources too; installed (dist, .js) it resolves them as any Node program does: Node refuses to
  // strip types under node_modules, so the source condition there would fail to load.
  const extension = extname(import.meta.filename)
  const script = join(import.meta.dirname, `devstackProcess${extension}`)
  const child = spawn(process.execPath, extension === '.ts' ? ['--conditions=source', script] : [script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`the devstack process exited with ${code}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const newline = output.indexOf('\n')
      if (newline < 0) return
      resolve({
        info: JSON.parse(output.slice(0, newline)) as DevstackInfo,
        async stop() {
          child.kill('SIGTERM')
          await exited
        },
      })
    })
  })
}

/**
 * The one devstack fixture for tests: a vitest global setup (`test.globalSetup` of each project
 * that needs it) that starts the devstack once per project run, on free loopback ports, and stops
 * it after; tests read it with `inject('devstack')`. Tests that share it must not depend on a
 * fresh chain: each takes its own accounts, or measures what it changed.
 */
export default async function setup(project: TestProject) {
  const devstack = await startDevstackProcess()
  project.provide('devstack', devstack.info)
  return () => devstack.stop()
}
