import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

const appKitStub = '\0openappkit:no-reown-appkit'

/**
 * @walletconnect/ethereum-provider imports @reown/appkit (its own QR modal) with import() when
 * `showQrModal` is on. The wagmi adapter never turns it on; the adapter's published build drops
 * that import, but the playground builds the adapter from source, so it is dropped here too:
 * otherwise the build would carry AppKit's chunks, never loaded.
 */
function withoutReownAppKit(): Plugin {
  return {
    name: 'openappkit:without-reown-appkit',
    enforce: 'pre',
    resolveId: (id) => (/^@reown\/appkit(\/|$)/.test(id) ? appKitStub : null),
    load: (id) =>
      id === appKitStub
        ? "export function createAppKit() { throw new Error('OpenAppKit draws its own WalletConnect QR code') }"
        : null,
  }
}

export default defineConfig({
  plugins: [withoutReownAppKit(), react()],
  // Workspace packages are served from their TypeScript sources. pnpm may give the playground and
  // @openappkit/react copies of wagmi and React resolved against different peers: one copy each,
  // or wagmi's hooks in the page would not see the provider's context.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom', 'wagmi', '@wagmi/core', '@tanstack/react-query', 'viem'],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
})
