import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** The committed baselines, one PNG per view and look. */
export const baselineDir = join(repo, 'e2e', 'screenshots')
/** Where a run that differs leaves the actual, the baseline, the diff and an index.html. */
export const mismatchDir = join(repo, 'artifacts', 'screenshots')
/** `pnpm screenshots:update` sets it: the run writes its screenshots as the new baselines. */
export const updating = process.env.OPENAPPKIT_UPDATE_SCREENSHOTS === '1'

// Anti-aliasing and font hinting move a few pixels between runs; a 4 px shift of a row moves
// thousands. pixelmatch's colour threshold (0–1) and the share of pixels allowed to differ.
const COLOUR_THRESHOLD = 0.1
const MAX_DIFF_SHARE = 0.001

export type Mismatch = { name: string; reason: string; actual: Buffer; diff?: Buffer }

const baselinePath = (name: string) => join(baselineDir, `${name}.png`)

/** How `png` differs from the baseline `name`, or undefined when it matches. */
export function checkBaseline(name: string, png: Buffer): Mismatch | undefined {
  if (!existsSync(baselinePath(name)))
    return {
      name,
      actual: png,
      reason: 'no baseline (run `pnpm screenshots:update` and review the new image)',
    }
  const actual = PNG.sync.read(png)
  const baseline = PNG.sync.read(readFileSync(baselinePath(name)))
  const { width, height } = actual
  if (width !== baseline.width || height !== baseline.height)
    return {
      name,
      actual: png,
      reason: `size ${width}×${height}, baseline ${baseline.width}×${baseline.height}`,
    }
  const diff = new PNG({ width, height })
  const differing = pixelmatch(actual.data, baseline.data, diff.data, width, height, {
    threshold: COLOUR_THRESHOLD,
  })
  if (differing <= width * height * MAX_DIFF_SHARE) return undefined
  return { name, actual: png, diff: PNG.sync.write(diff), reason: `${differing} pixels differ` }
}

/** Writes `png` as the baseline `name`. */
export function writeBaseline(name: string, png: Buffer): void {
  mkdirSync(baselineDir, { recursive: true })
  writeFileSync(baselinePath(name), png)
}

// Every difference of the run so far: each test adds its own to the page.
const shown: Mismatch[] = []

/** Empties artifacts/screenshots, so what it holds after a run is that run's differences. */
export function clearMismatches(): void {
  shown.length = 0
  rmSync(mismatchDir, { recursive: true, force: true })
}

/**
 * artifacts/screenshots: each differing view's actual, baseline and diff, and an index.html that
 * shows them side by side. Returns the page's path.
 */
export function writeMismatchPage(mismatches: readonly Mismatch[]): string {
  shown.push(...mismatches)
  mkdirSync(mismatchDir, { recursive: true })
  for (const { name, actual, diff } of mismatches) {
    writeFileSync(join(mismatchDir, `${name}.actual.png`), actual)
    if (diff) writeFileSync(join(mismatchDir, `${name}.diff.png`), diff)
    if (existsSync(baselinePath(name)))
      copyFileSync(baselinePath(name), join(mismatchDir, `${name}.baseline.png`))
  }
  const image = (name: string, suffix: string) =>
    existsSync(join(mismatchDir, `${name}.${suffix}.png`))
      ? `<figure><img src="${name}.${suffix}.png" alt="${suffix}"><figcaption>${suffix}</figcaption></figure>`
      : `<figure><figcaption>no ${suffix}</figcaption></figure>`
  const rows = shown.map(
    ({ name, reason }) =>
      `<section><h2>${name}</h2><p>${reason}</p><div>${['baseline', 'actual', 'diff'].map((s) => image(name, s)).join('')}</div></section>`,
  )
  const style =
    'body{font:14px system-ui;margin:24px}div{display:flex;gap:16px;align-items:flex-start}' +
    'img{border:1px solid #ccc;max-width:440px}figure{margin:0}section{margin-bottom:32px}'
  const path = join(mismatchDir, 'index.html')
  writeFileSync(
    path,
    `<!doctype html><meta charset="utf-8"><title>Screenshot differences</title><style>${style}</style><h1>Screenshot differences</h1>${rows.join('')}`,
  )
  return path
}
