import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { SESSION_ID_PATTERN } from '../functions/src/shared/constants/ids';

// Firebase SDKs the app never uses but reactfire's entry imports (their modules register
// themselves at load, so they count as side effects unless we say otherwise).
const UNUSED_SDKS =
  /node_modules\/(reactfire|rxfire|(@?firebase)\/(database|storage|functions|performance|remote-config|analytics|app-check|installations|messaging|ai|data-connect))(\/|$)/;

/**
 * Modules the app never calls that tree-shaking cannot drop, replaced by stubs that throw:
 * reactfire's hooks for the Realtime Database, Functions, Remote Config and Storage keep those
 * SDKs alive (≈ 35 KB gzip on every signed-in screen), and Firestore reaches re2js (≈ 44 KB) only
 * to evaluate regex filters in pipeline queries, which the app does not run (Firestore catches the
 * throw and reports the filter as failed).
 */
const STUBBED: Record<string, string[]> = {
  'firebase/database': [
    'get',
    'off',
    'onChildAdded',
    'onChildChanged',
    'onChildMoved',
    'onChildRemoved',
    'onValue',
  ],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
  'firebase/storage': ['getDownloadURL', 'ref'],
  re2js: ['RE2JS'],
};
const STUB_PREFIX = '\0unused:';

function stubUnusedModules(): Plugin {
  return {
    name: 'hiq-stub-unused-modules',
    enforce: 'pre',
    resolveId: (id) => (id in STUBBED ? `${STUB_PREFIX}${id}` : null),
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const name = id.slice(STUB_PREFIX.length);
      const fail = `() => { throw new Error('${name} is not bundled in HiQ'); }`;
      return STUBBED[name]!.map((e) =>
        e === 'RE2JS'
          ? `export const RE2JS = { compile: ${fail} };`
          : `export const ${e} = ${fail};`,
      ).join('\n');
    },
  };
}

const functionsEmulator = 'http://127.0.0.1:5001/demo-hiq/us-central1/api';

/**
 * `HIQ_PAGE=candidate vite build`: the candidate's session link (candidate.html) as a build of its
 * own, into the same dist/ after the app's: its first screen then shares no chunk with the staff
 * app (whose entry chunk carries the router and the shell), and carries only what it draws. (An
 * environment variable, not a mode: a mode would change which .env files the build reads.)
 */
const candidateBuild = process.env.HIQ_PAGE === 'candidate';

/**
 * `npm run dev`: a session link's path (a query string aside) gets candidate.html, as the hosting
 * rewrite does.
 */
function serveCandidatePage(): Plugin {
  return {
    name: 'hiq-candidate-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [path = '', query] = (req.url ?? '').split('?', 2);
        if (SESSION_ID_PATTERN.test(path.slice(1)))
          req.url = `/candidate.html${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [stubUnusedModules(), react(), serveCandidatePage()],
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
    ...(candidateBuild
      ? {
          // Beside the app's files (same dist/, its own manifest for scripts/prerender.mjs).
          emptyOutDir: false,
          copyPublicDir: false,
        }
      : {}),
    sourcemap: false,
    // Every browser the es2022 target reaches preloads modules itself except Safari 16, where a
    // missing preload costs a little time, not a feature; the polyfill would ride on every page.
    modulePreload: { polyfill: false },
    // scripts/prerender.mjs reads it (to link /login's stylesheets), then deletes it.
    manifest: candidateBuild ? '.vite/candidate-manifest.json' : true,
    rolldownOptions: {
      ...(candidateBuild
        ? { input: fileURLToPath(new URL('./candidate.html', import.meta.url)) }
        : {}),
      // A route's first screen should arrive in few files: over HTTP/1.1 (6 connections) every
      // further round of requests costs a round trip. Shared chunks under ~8 KB of source (a
      // Mantine component, a small helper) are copied into the chunks that import them instead.
      // What the entry imports statically (React, the router, Mantine's provider and the
      // components the shell uses) every page loads before its first render anyway: one chunk,
      // not seven that each keep their cross-chunk names and compress apart (≈ 3.5 KB gzip less).
      // (Not for the prerender's server build, which keeps its entry's exports.)
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                experimentalInlineCommonChunks: { maxSize: 8000 },
                groups: [{ name: 'initial', tags: ['$initial' as const] }],
              },
            },
          }),
      treeshake: {
        // reactfire's single entry imports every Firebase SDK (database, storage, analytics…) and
        // declares no sideEffects: let unused ones drop, so a route carries only the SDKs it uses.
        moduleSideEffects: (id: string) => !UNUSED_SDKS.test(id),
      },
    },
  },
}));
