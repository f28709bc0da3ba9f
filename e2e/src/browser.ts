import { existsSync } from 'node:fs'
import { type Browser, chromium, type LaunchOptions } from 'playwright-core'

// Playwright's own browser download does not work here: we drive the system Chromium. The
// flags keep it from calling home (background networking, component updates, sync, QUIC).
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  )
  const found = candidates.find((p) => existsSync(p))
  if (!found)
    throw new Error(
      'Chromium was not found. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH; `npm test` installs it when run as root on Debian.',
    )
  return found
}

export function launchBrowser(options: Pick<LaunchOptions, 'proxy'> = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: FLAGS, ...options })
}
