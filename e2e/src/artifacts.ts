import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Screenshots and other files a run leaves for people to look at: <repo>/artifacts/e2e. */
export function artifactPath(name: string): string {
  const dir = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'artifacts', 'e2e')
  mkdirSync(dir, { recursive: true })
  return join(dir, name)
}
