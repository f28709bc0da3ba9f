import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// The system Chromium (Playwright's own download is not used here), headless, offline flags.
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
)

export default defineConfig({
  testDir: '.',
  workers: 1,
  reporter: [['json']],
  use: {
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
})
