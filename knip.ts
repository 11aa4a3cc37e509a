import type { KnipConfig } from 'knip';

// Dead code and dependencies (`npx knip`, a stage of `npm test`). The plugins find the entries
// that configs name (vite, vitest, playwright, eslint, package.json scripts); the rest are here.
const config: KnipConfig = {
  workspaces: {
    '.': {
      // The npm scripts' drivers, the benchmarks and the speech stand-in run as `node FILE`;
      // the test files are the vitest projects' and Playwright's.
      // The insights bench's commands (train, tune, cv, diagnose, traps, print-held-out, print-follow-up-cv) and the
      // endpoint reference's writer run as compiled files under .cache.
      entry: [
        'scripts/**/*.mjs',
        'bench/**/*.mjs',
        'bench/insights/{train,tune,cv,diagnose,traps,print-held-out,print-follow-up-cv}.ts',
        'tools/**/*.mjs',
        'tools/docs/write.ts',
        'tests/**/*.ts',
      ],
      project: ['scripts/**/*.mjs', 'bench/**/*.{mjs,ts}', 'tools/**/*.{mjs,ts}', 'tests/**/*.ts'],
      // Run from node_modules by path (scripts/lib/services.mjs), never imported.
      ignoreDependencies: ['firebase-tools'],
    },
    web: {
      // The build-time render, the candidate page's entry (candidate.html, its own build), and the
      // worklet and boot script the browser loads from public/.
      entry: ['src/prerender.tsx', 'src/candidate.tsx', 'public/**/*.js'],
      project: ['src/**/*.{ts,tsx}', 'scripts/**/*.mjs', 'public/**/*.js'],
    },
    functions: {
      // The seed and create-admin commands (run by scripts/seed.mjs and scripts/create-admin.mjs).
      entry: ['src/cli/*.ts'],
      project: ['src/**/*.ts'],
    },
  },
  // Installed by scripts/lib/setup.mjs with apt-get, not npm (javac comes with the JDK).
  ignoreBinaries: ['java', 'javac', 'dpkg', 'espeak-ng'],
};

export default config;
