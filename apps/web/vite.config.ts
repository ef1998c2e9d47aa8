import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API runs separately (npm run dev -w @kaizen/server); Vite forwards /api to it.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Not shipped to browsers unless asked for (WEB_SOURCEMAP=1 npm run build): they double what a
    // deployment serves and show the source to anyone.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    chunkSizeWarningLimit: 900,
  },
});
