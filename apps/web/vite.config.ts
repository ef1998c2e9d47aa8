import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API runs separately (README, Development); Vite forwards /api to it.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Not shipped to browsers unless asked for (WEB_SOURCEMAP=1 npm run build): they double what a
    // deployment serves and show the source to anyone.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // exceljs, a little over 900 kB, is loaded on a workbook's download only; every page's chunk stays far below.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // Common chunks under 16 KiB are copied into the chunks that use them instead of going out as files of
      // their own: of about 170 JS files, most of 1–2 KiB, a first visit to the management page asked for
      // about 90, and over HTTP/1.1's six connections its API calls waited behind them (now 26 of 62).
      // Rolldown needs entry signatures left free for it (no chunk here is imported by name from outside).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
    },
  },
});
