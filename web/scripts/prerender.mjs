// After `vite build` and the SSR build of src/prerender.tsx: writes the landing page's markup
// into dist/index.html (served for `/`), the sign-in screen's painted shell into dist/login.html
// (served for `/login` by a hosting rewrite), the candidate's painted shell into dist/candidate.html
// (its own build's page, served for a session link's path by a hosting rewrite), and keeps an empty
// shell as dist/app.html (every other route, via the hosting rewrite), so signed-in screens never
// flash the landing page.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { manifestClosure } from './manifest-closure.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrDir = join(web, '.ssr');
const { renderLanding, renderLogin, renderCandidateShell, candidatePrefetch } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>'))
  throw new Error('prerender: dist/index.html has no empty #root');
writeFileSync(join(dist, 'app.html'), shell);
// Each prerendered page links its route's own stylesheets in <head> (so the painted markup doesn't
// shift when the route's chunks load) and starts its JavaScript only after the first paint:
// public/boot.js replaces the entry's module script and preloads, then preloads every module of
// the route at once (the entry's, the route's, and its lazy parts such as the landing's form).
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const entry = entryScript.exec(shell)?.[1];
if (!entry) throw new Error('prerender: no entry module script in dist/index.html');
const preloads = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/** The shell for a prerendered page: its route's CSS in <head>, its JS started by boot.js after the first paint. */
function pageShell(keys) {
  const files = manifestClosure(manifest, ['index.html', ...keys]).map((f) => `/${f}`);
  const css = files.filter((f) => f.endsWith('.css'));
  const js = files.filter((f) => f.endsWith('.js'));
  const links = css
    .filter((f) => !shell.includes(`"${f}"`))
    .map((f) => `<link rel="stylesheet" crossorigin href="${f}">`);
  const modules = js.filter((f) => f !== entry);
  const boot = `<script defer src="/boot.js" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`;
  return shell
    .replace(entryScript, '')
    .replace(preloads, '')
    .replace('</head>', `  ${[...links, boot].join('\n    ')}\n  </head>`);
}

const landing = await renderLanding();
// Inline scripts would break the CSP (script-src 'self'), and a fallback would paint a spinner.
if (/<script/i.test(landing)) throw new Error('prerender: the landing markup contains a <script>');
if (!landing.includes('id="request-access-title"') || !/<form/.test(landing))
  throw new Error('prerender: the landing markup lacks the request-access form');
writeFileSync(
  join(dist, 'index.html'),
  pageShell([
    'src/app/routes/landing.tsx',
    'src/features/access/components/request-access-form.tsx',
  ]).replace('<div id="root"></div>', `<div id="root">${landing}</div>`),
);
writeFileSync(
  join(dist, 'login.html'),
  pageShell([
    'src/app/layouts/auth-layout.tsx',
    'src/app/layouts/public-layout.tsx',
    'src/app/routes/login.tsx',
  ]).replace('<div id="root"></div>', `<div id="root" data-shell>${renderLogin()}</div>`),
);
// The candidate's session link, from its own build (HIQ_PAGE=candidate): its small entry starts
// at once, without waiting for the stylesheet (it asks for the session, then the camera), and the
// first screen's code is listed to download from the HTML's first bytes, so the prerendered first
// screen can be filled in and used as soon as the session answers ('Loading...' paints meanwhile).
// The app's code (the entry loads it lazily) is left to start downloading after those, so it does
// not share the connection with them; only its stylesheets are linked here, for the first paint.
const candidateFile = join(dist, 'candidate.html');
const candidatePage = readFileSync(candidateFile, 'utf8');
const candidateManifest = JSON.parse(
  readFileSync(join(dist, '.vite', 'candidate-manifest.json'), 'utf8'),
);
const candidateEntry =
  /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(candidatePage);
if (!candidateEntry || !candidatePage.includes('<div id="root"></div>'))
  throw new Error('prerender: dist/candidate.html has no entry module script or no empty #root');
const appStyles = manifestClosure(candidateManifest, ['src/candidate-app.tsx']).filter((f) =>
  f.endsWith('.css'),
);
const candidateFiles = [
  ...new Set([
    ...manifestClosure(candidateManifest, [
      'candidate.html',
      'src/features/candidate/boot/first-screen.ts',
    ]),
    ...appStyles,
  ]),
]
  .map((f) => `/${f}`)
  .filter((f) => f !== candidateEntry[1] && !candidatePage.includes(`"${f}"`));
writeFileSync(
  candidateFile,
  candidatePage
    .replace(candidateEntry[0], candidateEntry[0].replace('type="module"', 'type="module" async'))
    .replace(
      '</head>',
      `  ${[
        ...candidateFiles.map((f) =>
          f.endsWith('.css')
            ? `<link rel="stylesheet" crossorigin href="${f}">`
            : `<link rel="modulepreload" crossorigin href="${f}">`,
        ),
        ...candidatePrefetch.map((f) => `<link rel="prefetch" href="${f}">`),
      ].join('\n    ')}\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-shell>${renderCandidateShell()}</div>`),
);
rmSync(join(dist, '.vite'), { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  'prerendered / into dist/index.html, /login into dist/login.html, /{sessionId} into dist/candidate.html; app shell in dist/app.html',
);
