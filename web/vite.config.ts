import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Firebase SDKs the app never uses but reactfire's entry imports (their modules register
// themselves at load, so they count as side effects unless we say otherwise).
const UNUSED_SDKS =
  /node_modules\/(reactfire|rxfire|(@?firebase)\/(database|storage|functions|performance|remote-config|analytics|app-check|installations|messaging|ai|data-connect))(\/|$)/;

const functionsEmulator = 'http://127.0.0.1:5001/demo-hiq/us-central1/api';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
    },
    // Shared schemas import zod from functions/; bundle one copy.
    dedupe: ['zod'],
  },
  server: {
    port: 5173,
    proxy: {
      // `npm run dev`: /api goes straight to the functions emulator (path kept, as the rewrite does).
      '/api': { target: functionsEmulator, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/prerender.mjs reads it (to link /login's stylesheets), then deletes it.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // reactfire's single entry imports every Firebase SDK (database, storage, analytics…) and
        // declares no sideEffects: let unused ones drop, so a route carries only the SDKs it uses.
        moduleSideEffects: (id: string) => !UNUSED_SDKS.test(id),
      },
    },
  },
});
