import { build, preview } from 'vite'

// The app as it ships (a production build), served on loopback for the tests' pages.
export default async function globalSetup() {
  await build({ logLevel: 'warn' })
  const server = await preview({ logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } })
  process.env.APP_URL = server.resolvedUrls?.local[0]
  return () => server.close()
}
