// pnpm dev: the devstack (local chains and services, apps/devstack) and then the playground on
// it. Output is prefixed per process. Ctrl-C (or SIGTERM) stops both and leaves nothing behind;
// if either exits on its own, the other is stopped too.
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// The devstack's default blockchain-API port: when it accepts connections, everything is up.
const READY_PORT = Number(process.env.DEVSTACK_READY_PORT ?? 8610)
const children = new Set()
let stopping = false

function start(name, args) {
  const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  children.add(child)
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`)
    })
  }
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) {
      process.stdout.write(`[dev] ${name} exited (${signal ?? code}); stopping the rest\n`)
      stop(code ?? 1)
    }
  })
  return child
}

function stop(code = 0) {
  stopping = true
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM') // the whole group: pnpm, node, anvil, vite
    } catch {}
  }
  const deadline = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {}
    }
    process.exit(code)
  }, 5000)
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait)
      clearTimeout(deadline)
      process.exit(code)
    }
  }, 50)
}

function portOpen(port) {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

start('devstack', ['--filter', '@openappkit/devstack', 'start'])
const since = Date.now()
while (!(await portOpen(READY_PORT))) {
  if (stopping) break
  if (Date.now() - since > 60_000) {
    process.stdout.write('[dev] the devstack did not come up within 60 s\n')
    stop(1)
    break
  }
  await new Promise((r) => setTimeout(r, 200))
}
if (!stopping) start('playground', ['--filter', '@openappkit/playground', 'dev'])
