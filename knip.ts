import type { KnipConfig } from 'knip';
import { BENCHES } from './bench/names.mjs';

// Dead code and dependencies (`npx knip`, a stage of `npm test`). The plugins find the entries
// that configs name (vite, vitest, playwright, eslint, package.json scripts); the rest are here.
const config: KnipConfig = {
  workspaces: {
    '.': {
      // Only what runs without an import leading to it: the test stage under the emulators and
      // MailDev (started as `node FILE`), the bench runner, the benches it loads by name, the
      // table's Markdown printer, the stand-ins, the word-vector builder, the insights bench's
      // commands and the endpoint reference's writer (compiled under .cache). The npm scripts'
      // drivers and the test files are found by knip's plugins. A helper module is never an
      // entry, so an export nobody imports is reported.
      entry: [
        'scripts/under-emulators.mjs',
        'scripts/lib/maildev-server.mjs',
        'bench/run.mjs',
        'bench/table.mjs',
        ...BENCHES.map((name) => `bench/${name}.mjs`),
        'bench/insights/{train,tune,cv,diagnose,traps,print-held-out,print-follow-up-cv}.ts',
        'tools/{llm-standin,speech-standin}/server.mjs',
        'tools/word-vectors/build.mjs',
        'tools/docs/write.ts',
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
