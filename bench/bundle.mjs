// Bundle benchmark: gzip bytes of the JS and CSS each route loads, beside the framework floor
// (React, + react-router data router, + Mantine) built in the same run with the same versions.
// Part of `npm run bench` (bench/run.mjs); alone: node bench/bundle.mjs (no emulators needed).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { manifestClosure } from '../web/scripts/manifest-closure.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const build = async (config) => (await import('vite')).build(config);

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

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
  // The candidate's session link is a build of its own (HIQ_PAGE=candidate, as `npm run build`).
  process.env.HIQ_PAGE = 'candidate';
  try {
    await build({
      root: join(root, 'web'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: false, manifest: '.vite/candidate-manifest.json' },
    });
  } finally {
    delete process.env.HIQ_PAGE;
  }
  const read = (name) => JSON.parse(readFileSync(join(outDir, '.vite', name), 'utf8'));
  const appManifest = read('manifest.json');
  const candidateManifest = read('candidate-manifest.json');
  const entry = 'index.html';
  const r = (name) => `src/app/routes/${name}.tsx`;
  const l = (name) => `src/app/layouts/${name}.tsx`;
  const routes = {
    '/': [entry, r('landing')],
    '/login': [entry, l('auth-layout'), r('login')],
    '/dashboard': [entry, l('auth-layout'), l('protected-layout'), r('dashboard')],
    // Its small entry, and the app it loads once the prerendered first screen is up.
    '/{sessionId}': ['candidate.html', 'src/candidate-app.tsx'],
  };
  const manifestOf = (route) => (route === '/{sessionId}' ? candidateManifest : appManifest);
  // What /dashboard needs to show its first rows: also the live-data layer and the screen, which
  // download while the session is checked (after the first render).
  const firstRows = manifestClosure(appManifest, [
    ...routes['/dashboard'],
    l('live-data-layout'),
    'src/features/interviews/components/dashboard-screen.tsx',
  ]);
  const result = {};
  for (const [route, keys] of Object.entries(routes)) {
    const manifest = manifestOf(route);
    const files = manifestClosure(manifest, keys);
    // What a route fetches later (dynamic imports of its own modules, e.g. the Speech SDK on start).
    const lazy = manifestClosure(
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
  result['/dashboard'].firstRows = sizes(outDir, firstRows);
  // What the candidate's prerendered first screen needs to be filled in and work (before the app).
  result['/{sessionId}'].firstScreen = sizes(
    outDir,
    manifestClosure(candidateManifest, [
      'candidate.html',
      'src/features/candidate/boot/first-screen.ts',
    ]),
  );
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
  return sizes(outDir, manifestClosure(manifest, ['index.html']));
}

const kb = (n) => n / 1024;

/** Builds the floors and the app (into .cache/bench), and returns the table's rows. */
export async function measure({ log = console.log } = {}) {
  const floors = {};
  for (const [name, source] of Object.entries(FLOORS))
    floors[name] = await buildFloor(name, source);
  rmSync(join(root, 'web', '.bench-floor'), { recursive: true, force: true });
  const app = await buildApp();
  const floorJs = floors.mantine.js;
  log(
    `floor: React ${kb(floors.react.js).toFixed(1)} KB, + router ${kb(floors.router.js).toFixed(1)} KB, + Mantine ${kb(floorJs).toFixed(1)} KB JS gzip`,
  );
  const rows = [
    { metric: 'floor: React alone, JS', value: kb(floors.react.js), unit: 'KB' },
    { metric: 'floor: + data router, JS', value: kb(floors.router.js), unit: 'KB' },
    { metric: 'floor: + Mantine, JS', value: kb(floorJs), unit: 'KB' },
  ];
  const targets = {
    '/': { target: '≤ 1.1× floor', ok: (js) => js <= 1.1 * floorJs },
    '/dashboard': { target: '≤ 250 KB', ok: (js) => kb(js) <= 250 },
  };
  for (const [route, s] of Object.entries(app)) {
    const target = targets[route];
    rows.push({
      metric: `${route} JS before first render`,
      value: kb(s.js),
      unit: 'KB',
      floor: kb(floorJs),
      ...(target ? { target: target.target, ok: target.ok(s.js) } : {}),
    });
    if (s.firstRows)
      rows.push({
        metric: `${route} JS for its first rows`,
        value: kb(s.firstRows.js),
        unit: 'KB',
      });
    if (s.firstScreen)
      rows.push({
        metric: `${route} JS before its first screen works (prerendered, before the app)`,
        value: kb(s.firstScreen.js),
        unit: 'KB',
      });
    rows.push({
      metric: `${route} CSS`,
      value: kb(s.css),
      unit: 'KB',
      floor: kb(floors.mantine.css),
    });
    if (s.lazy.js > 0)
      rows.push({ metric: `${route} JS loaded later`, value: kb(s.lazy.js), unit: 'KB' });
  }
  const publicRoutes = ['/', '/login', '/{sessionId}'];
  const withFirestore = publicRoutes.filter((r) => app[r].firestore);
  rows.push({
    metric: 'public routes loading Firestore',
    value: withFirestore.length ? withFirestore.join(' ') : 'none',
    target: 'none',
    ok: withFirestore.length === 0,
  });
  const withSpeech = Object.keys(app).filter((r) => app[r].speechSdk);
  rows.push({
    metric: 'routes loading the Speech SDK',
    value: withSpeech.join(' ') || 'none',
    target: '/{sessionId} only',
    ok: withSpeech.length === 1 && withSpeech[0] === '/{sessionId}',
  });
  return {
    title: 'Bundle (gzip -9 of the JS and CSS each route loads before first render)',
    rows,
    raw: { floors, routes: app },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measure();
  for (const row of result.rows)
    console.log(
      `${row.metric}: ${typeof row.value === 'number' ? `${row.value.toFixed(1)} ${row.unit}` : row.value}${row.ok === undefined ? '' : row.ok ? ' ✓' : ' ✗'}`,
    );
  const jsonFlag = process.argv.indexOf('--json');
  if (jsonFlag >= 0) writeFileSync(process.argv[jsonFlag + 1], JSON.stringify(result, null, 2));
}
