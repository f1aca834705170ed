import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@kladbyte/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
    },
  },
  server: { port: 5173, proxy: { '/api': apiTarget, '/media': apiTarget } },
  // The manifest lets scripts/bundle-report.mjs find the initial chunks (ADR 012: no staff code in them).
  build: { outDir: 'dist', sourcemap: true, manifest: true },
})
