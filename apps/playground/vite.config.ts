import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Workspace packages are served from their TypeScript sources.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
})
