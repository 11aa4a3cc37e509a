// After `vite build` and the SSR build of src/prerender.tsx: writes the landing page's markup
// into dist/index.html (served for `/`), the sign-in screen's painted shell into dist/login.html
// (served for `/login` by a hosting rewrite), and keeps an empty shell as dist/app.html (every
// other route, via the hosting rewrite), so signed-in screens never flash the landing page.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrDir = join(web, '.ssr');
const { renderLanding, renderLogin } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>'))
  throw new Error('prerender: dist/index.html has no empty #root');
writeFileSync(join(dist, 'app.html'), shell);
// Each prerendered page links its route's own stylesheets in <head> (so the painted markup doesn't
// shift when the route's chunks load); /login also preloads its chunks (Firebase Auth among them),
// so the live form replaces the disabled shell sooner.
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
function headFor(keys, { preload = false } = {}) {
  const css = new Set();
  const js = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  const inShell = (file) => shell.includes(`/${file}"`);
  return [
    ...[...css]
      .filter((f) => !inShell(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...js]
      .filter((f) => preload && !inShell(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}

const landing = await renderLanding();
// Inline scripts would break the CSP (script-src 'self'), and a fallback would paint a spinner.
if (/<script/i.test(landing)) throw new Error('prerender: the landing markup contains a <script>');
if (!landing.includes('id="request-access-title"') || !/<form/.test(landing))
  throw new Error('prerender: the landing markup lacks the request-access form');
writeFileSync(
  join(dist, 'index.html'),
  shell
    .replace('</head>', `  ${headFor(['src/app/routes/landing.tsx'])}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${landing}</div>`),
);
const head = headFor(
  [
    'src/app/layouts/auth-layout.tsx',
    'src/app/layouts/public-layout.tsx',
    'src/app/routes/login.tsx',
  ],
  { preload: true },
);
writeFileSync(
  join(dist, 'login.html'),
  shell
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-shell>${renderLogin()}</div>`),
);
rmSync(join(dist, '.vite'), { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  'prerendered / into dist/index.html and /login into dist/login.html; app shell in dist/app.html',
);
