// How long a user's good requests take while one client floods a service: for each flood in
// test/flood.ts (and with none), runs the probes (one good request per service) for a number of
// rounds and prints the median and worst time per probe, and the memory the devstack holds
// afterwards (the relay flood fills the mailbox to its bounds). Prints figures; asserts nothing.
// Run: pnpm --filter @openappkit/devstack bench [-- --rounds 10]
import { parseArgs } from 'node:util'
import { startDevstack } from '../src/index.ts'
import { type FloodName, floods, type ProbeName, probes } from '../test/flood.ts'

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '10' } }, strict: false })
const rounds = Math.max(1, Number(values.rounds))

const devstack = await startDevstack({ ports: 0 })
const probe = await probes(devstack)

async function measure(): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = {}
  for (let round = 0; round < rounds; round++) {
    for (const [name, ms] of Object.entries(await probe.run())) times[name] = [...(times[name] ?? []), ms]
  }
  return times
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const ms = (x: number) => `${x.toFixed(0).padStart(5)} ms`

function print(title: string, times: Record<string, number[]>, extra = '') {
  console.log(`${title}${extra}`)
  for (const [name, xs] of Object.entries(times) as [ProbeName, number[]][]) {
    console.log(`  ${name.padEnd(30)} median ${ms(median(xs))}   worst ${ms(Math.max(...xs))}`)
  }
}

try {
  console.log(`devstack under flood (${rounds} rounds of one good request per service)`)
  print('no flood', await measure())
  for (const name of Object.keys(floods) as FloodName[]) {
    const flood = await floods[name](devstack)
    while (flood.sent < 4) await new Promise((resolve) => setTimeout(resolve, 5))
    const sentBefore = flood.sent
    const started = performance.now()
    const times = await measure()
    const rate = ((flood.sent - sentBefore) / (performance.now() - started)) * 1000
    await flood.stop()
    const rss = process.memoryUsage().rss / 1024 / 1024
    print(
      `flood on the ${name}`,
      times,
      ` (flooder: ${rate.toFixed(0)} requests/s answered meanwhile; main process RSS ${rss.toFixed(0)} MiB)`,
    )
  }
} finally {
  await probe.close()
  await devstack.stop()
}
