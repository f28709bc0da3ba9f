import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PortInUseError } from '../portInUse.ts'

/** The well-known test mnemonic of anvil and hardhat. Its keys are public: test use only. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'
export const EVM_CHAIN_ID = 31337

export interface AnvilOptions {
  host: string
  /** 0 picks a free port. */
  port: number
  chainId?: number
  accounts?: number
  /** Ether per test account. */
  balance?: number
}

export interface Anvil {
  url: string
  port: number
  pid: number | undefined
  /**
   * Settles when anvil exits without stop() (killed, crashed): with its exit code or the signal
   * that ended it. Never settles after stop().
   */
  died: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop(): Promise<void>
}

/**
 * Finds the anvil binary of the npm package `@foundry-rs/anvil` (its platform package), so the
 * process we spawn is anvil itself and not a node wrapper that would outlive a kill.
 */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const wrapperPkg = require.resolve('@foundry-rs/anvil/package.json')
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platformPkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  try {
    const fromWrapper = createRequire(wrapperPkg)
    const pkgJson = fromWrapper.resolve(`${platformPkg}/package.json`)
    const bin = join(dirname(pkgJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
    if (existsSync(bin)) return bin
  } catch {}
  const dist = join(dirname(wrapperPkg), 'dist', 'anvil')
  if (existsSync(dist)) return dist
  throw new Error(`anvil binary not found (looked for ${platformPkg}); reinstall @foundry-rs/anvil`)
}

export async function startAnvil(options: AnvilOptions): Promise<Anvil> {
  const args = [
    '--host',
    options.host,
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId ?? EVM_CHAIN_ID),
    '--mnemonic',
    TEST_MNEMONIC,
    '--accounts',
    String(options.accounts ?? 10),
    '--balance',
    String(options.balance ?? 10000),
  ]
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  // If this process exits without stop(), take anvil with it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const m = /Listening on [^\s:]+:(\d+)/.exec(output)
      if (m) {
        child.stdout?.off('data', onData)
        resolve(Number(m[1]))
      } else if (output.length > 64_000) output = output.slice(-8_000)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString('utf8')
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(
        // anvil (Rust) says the OS's words for a taken port: "Address already in use (os error 98)".
        /Address already in use|AddrInUse/.test(output)
          ? new PortInUseError('EVM chain (anvil)', options.port)
          : new Error(`anvil exited (${code}) before listening:\n${output.slice(-2000)}`),
      ),
    )
  })
  // Keep draining anvil's request log so its pipe never fills.
  child.stdout?.on('data', () => {})
  child.stderr?.on('data', () => {})

  let stopping = false
  const died = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) resolve({ code, signal })
    })
  })
  return {
    url: `http://${options.host}:${port}`,
    port,
    pid: child.pid,
    died,
    stop: () => {
      stopping = true
      return stopChild(child, killOnExit)
    },
  }
}

async function stopChild(child: ChildProcess, killOnExit: () => void) {
  process.off('exit', killOnExit)
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
  await exited
  clearTimeout(timer)
}
