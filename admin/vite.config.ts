import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The operator console (docs/decisions/0012-console-stack.md): built to admin/dist and served by the API server at
// /admin/. `npx vite --config admin/vite.config.ts` serves it with the API proxied to a running `npm start`.
const root = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  // The contract shared with the app and the server (contract/): enums, errno and, as types only, schemas.
  resolve: { alias: { '@contract': path.join(root, '../contract') } },
  build: {
    outDir: path.join(root, 'dist'),
    // Read by scripts/bench/admin.ts to add up what the first screen loads.
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // The framework changes rarely: its own long-cached chunks, apart from the console's pages.
        manualChunks: (id) => {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run)\//.test(id))
            return 'react'
          return undefined
        }
      }
    }
  },
  server: { proxy: { '/api': 'http://localhost:3000' } }
})
