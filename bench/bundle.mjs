// Bundle benchmark: gzip bytes of the JS and CSS each route loads, beside the framework floor
// (React, + react-router data router, + Mantine) built in the same run with the same versions.
// Usage: node bench/bundle.mjs [--json FILE]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { build } = await import('vite');

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Everything a set of manifest entries loads before first render: static imports and their CSS. */
function closure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in manifest: ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files];
}

function sizes(outDir, files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const bytes = gz(join(outDir, file));
    if (file.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { js, css };
}

const has = (outDir, files, pattern) =>
  files.some((f) => f.endsWith('.js') && pattern.test(readFileSync(join(outDir, f), 'utf8')));
const FIRESTORE = /firestore\.googleapis\.com/;
const SPEECH_SDK = /cognitiveservices|SpeechRecognizer/;

async function buildApp() {
  const outDir = join(root, '.cache', 'bench', 'app');
  await build({
    root: join(root, 'web'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = 'index.html';
  const r = (name) => `src/app/routes/${name}.tsx`;
  const l = (name) => `src/app/layouts/${name}.tsx`;
  const routes = {
    '/': [entry, r('landing')],
    '/login': [entry, l('auth-layout'), r('login')],
    '/dashboard': [entry, l('auth-layout'), l('protected-layout'), r('dashboard')],
    '/{sessionId}': [entry, r('candidate-interview')],
  };
  const result = {};
  for (const [route, keys] of Object.entries(routes)) {
    const files = closure(manifest, keys);
    // What a route fetches later (dynamic imports of its own modules, e.g. the Speech SDK on start).
    const lazy = closure(
      manifest,
      keys
        .flatMap((k) => manifest[k].dynamicImports ?? [])
        .filter(
          (k) =>
            !Object.values(routes).flat().includes(k) &&
            !k.includes('/layouts/') &&
            !k.includes('/routes/'),
        ),
    ).filter((f) => !files.includes(f));
    result[route] = {
      ...sizes(outDir, files),
      firestore: has(outDir, files, FIRESTORE),
      speechSdk: has(outDir, [...files, ...lazy], SPEECH_SDK),
      lazy: sizes(outDir, lazy),
    };
  }
  return result;
}

const FLOORS = {
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<p>floor</p>);`,
  router: `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
const router = createBrowserRouter([{ path: '/', element: <p>floor</p> }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);`,
  mantine: `import '@mantine/core/styles.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { MantineProvider, Button } from '@mantine/core';
const router = createBrowserRouter([{ path: '/', element: <Button>floor</Button> }]);
createRoot(document.getElementById('root')).render(<MantineProvider><RouterProvider router={router} /></MantineProvider>);`,
};

async function buildFloor(name, source) {
  // Inside web/ so it resolves the app's own dependency versions.
  const dir = join(root, 'web', '.bench-floor', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<div id="root"></div><script type="module" src="./main.jsx"></script>',
  );
  writeFileSync(join(dir, 'main.jsx'), source);
  const outDir = join(root, '.cache', 'bench', `floor-${name}`);
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    root: dir,
    configFile: false,
    plugins: [react()],
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  rmSync(dir, { recursive: true, force: true });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  return sizes(outDir, closure(manifest, ['index.html']));
}

const floors = {};
for (const [name, source] of Object.entries(FLOORS)) floors[name] = await buildFloor(name, source);
rmSync(join(root, 'web', '.bench-floor'), { recursive: true, force: true });
const app = await buildApp();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const floorJs = floors.mantine.js;
console.log('\nBundle (gzip, what each route loads before first render)\n');
console.log('| route | JS | CSS | JS ÷ floor | Firestore | Speech SDK | loaded later |');
console.log('|---|---|---|---|---|---|---|');
for (const [route, s] of Object.entries(app)) {
  console.log(
    `| ${route} | ${kb(s.js)} | ${kb(s.css)} | ${(s.js / floorJs).toFixed(2)}× | ${s.firestore ? 'yes' : 'no'} | ${s.speechSdk ? 'yes' : 'no'} | ${kb(s.lazy.js)} |`,
  );
}
console.log(
  `\nFloor: React ${kb(floors.react.js)}, + router ${kb(floors.router.js)}, + Mantine ${kb(floors.mantine.js)} JS (+ ${kb(floors.mantine.css)} CSS)`,
);

const checks = {
  landingWithinFloor: app['/'].js <= 1.25 * floorJs,
  noPublicFirestore:
    !app['/'].firestore && !app['/login'].firestore && !app['/{sessionId}'].firestore,
  speechOnlyOnInterview:
    !app['/'].speechSdk && !app['/login'].speechSdk && !app['/dashboard'].speechSdk,
};
console.log(
  `Targets: landing ≤ 1.25× floor: ${checks.landingWithinFloor ? 'met' : 'NOT met'}; no public route loads Firestore: ${checks.noPublicFirestore ? 'met' : 'NOT met'}; only the interview route loads the Speech SDK: ${checks.speechOnlyOnInterview ? 'met' : 'NOT met'}`,
);

const jsonFlag = process.argv.indexOf('--json');
if (jsonFlag >= 0)
  writeFileSync(
    process.argv[jsonFlag + 1],
    JSON.stringify({ floors, routes: app, checks }, null, 2),
  );
export { app, floors, checks };
