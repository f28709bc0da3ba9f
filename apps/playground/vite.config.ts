import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Workspace packages are served from their TypeScript sources. pnpm may give the playground and
  // @openappkit/react copies of wagmi and React resolved against different peers: one copy each,
  // or wagmi's hooks in the page would not see the provider's context.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom', 'wagmi', '@wagmi/core', '@tanstack/react-query', 'viem'],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  // Two pages: the playground, and the phone wallet (phone.html) to pair with it from another tab.
  build: {
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        phone: fileURLToPath(new URL('./phone.html', import.meta.url)),
      },
    },
  },
})
