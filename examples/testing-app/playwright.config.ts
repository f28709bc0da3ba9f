import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: 'tests',
  // Builds the app and serves it on a free loopback port (APP_URL).
  globalSetup: './tests/globalSetup.ts',
  // One devstack per worker: one worker is enough for a few tests.
  workers: 1,
  // The first test of a worker waits for its devstack (a few seconds).
  timeout: 60_000,
  use: {
    // This app is EVM only: the devstack starts without its Solana chain.
    devstackOptions: { solana: false },
    // CHROMIUM_PATH: a Chromium of the system's instead of Playwright's own download.
    launchOptions: process.env.CHROMIUM_PATH
      ? { executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox'] }
      : {},
  },
})
